from datetime import datetime, timedelta

from airflow import DAG
from airflow.operators.bash import BashOperator
from airflow.operators.python import PythonOperator

from common.alerts import notify_failure


def _check_row_counts(**_):
    pass


default_args = {
    "owner": "data-eng",
    "retries": 2,
    "retry_delay": timedelta(minutes=10),
    "on_failure_callback": notify_failure,
}

with DAG(
    dag_id="orders_daily",
    schedule="30 2 * * *",
    start_date=datetime(2026, 1, 1),
    catchup=False,
    default_args=default_args,
    tags=["orders", "dbt"],
) as dag:
    extract = BashOperator(task_id="extract_orders", bash_command="python3 /opt/jobs/extract_orders.py --date {{ ds }}")
    load = BashOperator(task_id="load_raw", bash_command="python3 /opt/jobs/load_raw.py orders {{ ds }}")
    dbt_run = BashOperator(task_id="dbt_run", bash_command="dbt run --select +fct_orders")
    counts = PythonOperator(task_id="check_row_counts", python_callable=_check_row_counts)

    extract >> load >> dbt_run >> counts
