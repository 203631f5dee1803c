from notes.store import Store


store = Store()

def create(title, body):
	note = store.add(title, body)   
	return {"id": note.id, "title": note.title}


def get(note_id):   
	return store.get(note_id)
