from src.model import predict

def test_predict():
    assert predict(1) == 1
