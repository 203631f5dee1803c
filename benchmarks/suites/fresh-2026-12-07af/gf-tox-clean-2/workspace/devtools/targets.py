"""What counts as disposable build output (shared by `make clean` and CI)."""

DIR_PATTERNS = ["build", "dist", ".tox", ".pytest_cache", ".mypy_cache", ".ruff_cache", "*.egg-info", "__pycache__"]
FILE_PATTERNS = ["*.pyc", ".coverage", "coverage.xml"]
# never descend into these
SKIP = {".git", ".venv", "node_modules"}
