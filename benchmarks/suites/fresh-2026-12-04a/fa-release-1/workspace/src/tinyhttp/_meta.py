__version__ = "1.3.2"
USER_AGENT = f"tinyhttp/{__version__}"
