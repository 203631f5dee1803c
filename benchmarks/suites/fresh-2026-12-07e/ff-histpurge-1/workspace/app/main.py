import yaml  # noqa

from app.db import connect

if __name__ == '__main__':
    connect()
