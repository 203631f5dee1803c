from sklearn.linear_model import LogisticRegression


def build():
    return LogisticRegression(max_iter=500)
