from . import __version__

print(f"Pocketledger {__version__}")
