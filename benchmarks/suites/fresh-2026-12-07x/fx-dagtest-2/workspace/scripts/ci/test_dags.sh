#!/usr/bin/env bash
# DAG integrity check. CI runs this without a full Airflow install: the
# lightweight stubs in stubs/ provide the DAG/operator API surface we use.
set -euo pipefail
cd "$(dirname "$0")/../.."

mkdir -p reports
export AIRFLOW__CORE__LOAD_EXAMPLES=False
export AIRFLOW__CORE__DAGS_FOLDER="$PWD/dags"
export PYTHONPATH="$PWD/stubs:$PWD/dags:$PWD${PYTHONPATH:+:$PYTHONPATH}"

python3 -m tests.test_dag_integrity --dags dags --junit reports/dag_integrity.xml
