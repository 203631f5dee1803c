import shutil, sqlite3, os
os.makedirs("build", exist_ok=True)
shutil.copy("data/app.db", "build/app.db")
db = sqlite3.connect("build/app.db")
db.execute("ALTER TABLE users ADD COLUMN nickname TEXT")
db.commit(); db.close()
