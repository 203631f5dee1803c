# fits the churn model on data/processed (needs scikit-learn)
