from . import cargo, git, system

SECTIONS = [
    ("system", system.collect),
    ("toolchain", system.toolchain),
    ("project", cargo.project),
    ("cargo configuration", cargo.config),
    ("git", git.collect),
]
