import json
from pathlib import Path

from flask import Flask, render_template

app = Flask(__name__)
_MANIFEST = Path(__file__).parent / "static" / "dist" / "manifest.json"


@app.context_processor
def asset_urls():
    manifest = json.loads(_MANIFEST.read_text()) if _MANIFEST.exists() else {}
    return {"asset": lambda name: "/static/dist/" + manifest.get(name, name)}


@app.get("/")
def index():
    return render_template("index.html")
