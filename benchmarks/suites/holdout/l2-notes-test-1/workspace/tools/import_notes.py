#!/usr/bin/env python3
"""Import notes from a folder of text files into the app database."""
import os, sqlite3, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from notes.store import Store
s = Store(sys.argv[1])
for title, body in [
    ("Dentist 14 May", "move to afternoon slot"),
    ("Bike repair", "rear brake pads, ask about chain"),
    ("Recipe: dal", "red lentils, cumin, mustard seeds, 25 minutes"),
    ("Passport renewal", "photos done; form 3 pages; appointment ref KX-20931"),
    ("Gift ideas", "Ana: pottery class; Ben: hiking poles"),
]:
    s.add(title, body)
s.close()
