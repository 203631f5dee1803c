from .imports import sort_imports
from .whitespace import final_newline, strip_trailing

# order matters: imports are sorted on whitespace-clean text
RULES = [strip_trailing, sort_imports, final_newline]
