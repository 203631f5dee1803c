project = "pyfathom"
author = "pyfathom contributors"
release = "1.8.0"
extensions = ["sphinx.ext.autodoc", "sphinx.ext.intersphinx"]
html_theme = "alabaster"
exclude_patterns = ["_build", "site.cfg"]
