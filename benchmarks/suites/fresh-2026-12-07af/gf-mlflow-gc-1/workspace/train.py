import mlflow

mlflow.set_experiment('churn-gbm')
with mlflow.start_run():
    ...
