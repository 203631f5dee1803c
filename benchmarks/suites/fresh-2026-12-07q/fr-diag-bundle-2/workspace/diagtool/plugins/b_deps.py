def collect():
    with open("requirements.txt") as f:
        return "requirements.txt", f.read()
