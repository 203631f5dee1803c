from datetime import datetime

from airflow import DAG
from airflow.operators.bash import BashOperator

with DAG(
    dag_id="marketing_spend_daily",
    schedule="15 3 * * *",
    start_date=datetime(2026, 6, 1),
    catchup=False,
    default_args={"owner": "data-eng"},
    tags=["marketing"],
) as dag:
    pull = BashOperator(task_id="pull_ad_spend", bash_command="python3 /opt/jobs/ad_spend.py {{ ds }}")
    model = BashOperator(task_id="dbt_run", bash_command="dbt run --select marts.marketing")
    pull >> model
