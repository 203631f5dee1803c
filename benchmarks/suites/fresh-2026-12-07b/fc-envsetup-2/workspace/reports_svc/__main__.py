import os

def settings():
    return {k: os.environ.get(k) for k in ("APP_ENV", "AWS_REGION", "REPORTS_BUCKET")}

if __name__ == "__main__":
    print(settings())
