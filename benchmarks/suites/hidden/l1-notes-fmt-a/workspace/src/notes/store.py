import itertools
from dataclasses import dataclass


@dataclass
class Note:
	id: int
	title: str
	body: str


class Store:
	def __init__(self):  
		self._ids = itertools.count(1)
		self._notes = {}

	def add(self, title, body):
		n = Note(next(self._ids), title, body)
		self._notes[n.id] = n
		return n

	def get(self, note_id):
		return self._notes.get(note_id)
