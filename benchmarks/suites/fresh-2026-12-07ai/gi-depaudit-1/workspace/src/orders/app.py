from fastapi import FastAPI

app = FastAPI(title="orders")


@app.get("/healthz")
def healthz():
    return {"ok": True}
