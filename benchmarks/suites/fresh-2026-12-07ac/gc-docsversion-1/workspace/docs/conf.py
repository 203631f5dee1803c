project = "pyrite"
copyright = "2026, pyrite developers"
release = "2.3.1"
version = "2.3"

extensions = ["sphinx.ext.autodoc", "sphinx.ext.napoleon", "myst_parser"]
html_theme = "pydata_sphinx_theme"
html_static_path = ["_static"]
html_theme_options = {
    "switcher": {"json_url": "https://docs.pyrite.test/en/latest/_static/switcher.json", "version_match": version},
    "navbar_end": ["version-switcher", "navbar-icon-links"],
}
