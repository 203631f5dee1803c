from .parser import parse
