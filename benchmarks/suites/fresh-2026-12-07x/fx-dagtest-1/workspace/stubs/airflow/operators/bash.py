from airflow.models import BaseOperator


class BashOperator(BaseOperator):
    def __init__(self, task_id, bash_command="", **kwargs):
        super().__init__(task_id, **kwargs)
        self.bash_command = bash_command
