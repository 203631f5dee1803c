import re

_WORD = re.compile(r"\w+|[^\w\s]")


def tokenize(text):
    return _WORD.findall(text.lower())
