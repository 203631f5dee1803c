from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

DEBUG = True
INSTALLED_APPS = ["shopfront.catalog", "shopfront.orders"]

DATABASES = {
    "default": {
        "ENGINE": "sqlite3",
        "NAME": BASE_DIR / "data" / "app.sqlite3",
        "TEST": {
            "NAME": BASE_DIR / "data" / "test.sqlite3",
        },
    },
}

FIXTURE_DIRS = [BASE_DIR / "fixtures"]
TEST_FIXTURES = ["users.json", "products.json"]
