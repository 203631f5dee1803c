import re


def _next(version, part):
    major, minor, patch = (int(x) for x in version.split("."))
    if part == "major":
        return f"{major + 1}.0.0"
    if part == "minor":
        return f"{major}.{minor + 1}.0"
    return f"{major}.{minor}.{patch + 1}"


def bump(path, part):
    with open(path) as f:
        text = f.read()
    old = re.search(r'versionName "([0-9.]+)"', text).group(1)
    code = int(re.search(r"versionCode (\d+)", text).group(1)) + 1
    new = _next(old, part)
    text = re.sub(r'versionName "[0-9.]+"', f'versionName "{new}"', text)
    text = re.sub(r"versionCode \d+", f"versionCode {code}", text)
    with open(path, "w") as f:
        f.write(text)
    return old, new, code
