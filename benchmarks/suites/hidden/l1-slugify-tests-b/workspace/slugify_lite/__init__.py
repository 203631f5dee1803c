import re, unicodedata

def slugify(text, sep="-"):
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    text = re.sub(r"[^a-zA-Z0-9]+", sep, text).strip(sep)
    return text.lower()
