"""sha512-crypt-ish placeholder hash (the real one is applied by buildroot's mkpasswd)."""
import hashlib
import os


def hash(plain):
    salt = os.urandom(6).hex()
    return "$6$" + salt + "$" + hashlib.sha512((salt + plain).encode()).hexdigest()[:86]
