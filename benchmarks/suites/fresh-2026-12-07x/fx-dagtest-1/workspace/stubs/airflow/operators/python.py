from airflow.models import BaseOperator


class PythonOperator(BaseOperator):
    def __init__(self, task_id, python_callable=None, **kwargs):
        super().__init__(task_id, **kwargs)
        self.python_callable = python_callable
