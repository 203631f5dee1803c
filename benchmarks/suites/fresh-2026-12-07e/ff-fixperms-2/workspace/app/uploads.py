import os

UPLOAD_DIR = os.path.join(os.path.dirname(__file__), "..", "var", "uploads")


def save(name, data):
    with open(os.path.join(UPLOAD_DIR, "avatars", name), "wb") as f:
        f.write(data)
