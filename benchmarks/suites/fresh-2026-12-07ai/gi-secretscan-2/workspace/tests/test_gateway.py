from src.payments import gateway


def test_api_base_default(monkeypatch):
    monkeypatch.delenv("STRIPE_API_BASE", raising=False)
    assert gateway.API_BASE.startswith("https://")
