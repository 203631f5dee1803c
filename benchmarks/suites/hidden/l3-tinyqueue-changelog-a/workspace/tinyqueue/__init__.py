from .queue import Queue
