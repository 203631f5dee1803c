import MySQLdb


def connect(dsn):
    return MySQLdb.connect(**dsn)
