import os
import shutil


def write_example():
    if not os.path.exists(".env") and os.path.exists(".env.example"):
        shutil.copy(".env.example", ".env")
        print("wrote .env from .env.example")
