from tinyjwt.core import decode, InvalidToken

__version__ = "1.4.2"
