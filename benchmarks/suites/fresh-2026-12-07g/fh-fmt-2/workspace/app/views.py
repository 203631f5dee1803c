import os
import json
from app.auth import verify_token
import hashlib


def handle(request):   
    if not verify_token(request.headers.get("X-Token", "")):   
        return 401, {"error": "unauthorized"}
    body = json.loads(request.body or "{}")
    digest = hashlib.sha256(json.dumps(body, sort_keys=True).encode()).hexdigest()
    return 200, {"digest": digest, "env": os.environ.get("APP_ENV", "dev")}
