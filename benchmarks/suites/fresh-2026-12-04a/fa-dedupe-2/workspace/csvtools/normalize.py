"""Normalizers for key columns, so that trivially different values collide."""
import re

DOMAIN_TYPOS = {
    "gmial.com": "gmail.com",
    "gmai.com": "gmail.com",
    "hotmial.com": "hotmail.com",
    "outlok.com": "outlook.com",
    "yahooo.com": "yahoo.com",
}
def email(value):
    v = value.strip().lower()
    v = re.sub(r"\s+", "", v)
    local, _, domain = v.rpartition("@")
    if not local:
        return v
    domain = DOMAIN_TYPOS.get(domain, domain)
    if domain in ("gmail.com", "googlemail.com"):
        local = local.split("+", 1)[0].replace(".", "")
        domain = "gmail.com"
    return f"{local}@{domain}"


def phone(value):
    return re.sub(r"[^\d+]", "", value)


def normalize(column, value):
    fn = {"email": email, "phone": phone}.get(column)
    return fn(value) if fn else value.strip()
