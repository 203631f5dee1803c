from datetime import datetime

from airflow import DAG
from airflow.operators.bash import BashOperator

from common.alerts import notify_failure

with DAG(
    dag_id="customers_snapshot",
    schedule="0 4 * * *",
    start_date=datetime(2026, 1, 1),
    catchup=False,
    default_args={"owner": "data-eng", "on_failure_callback": notify_failure},
    tags=["customers", "snapshot"],
) as dag:
    snap = BashOperator(task_id="dbt_snapshot", bash_command="dbt snapshot --select customers_snapshot")
    test = BashOperator(task_id="dbt_test", bash_command="dbt test --select customers_snapshot")
    snap >> test
