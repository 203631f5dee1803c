#!/usr/bin/env bash
# forward the MLflow UI of the tracking host to localhost:8888
exec ssh -N -L 8888:localhost:5000 mlflow.example.com
