from airflow import _CURRENT


class BaseOperator:
    def __init__(self, task_id, dag=None, **kwargs):
        self.task_id = task_id
        self.dag = dag or (_CURRENT[-1] if _CURRENT else None)
        if self.dag is None:
            raise RuntimeError(f"task {task_id} created outside a DAG")
        if task_id in self.dag.tasks:
            raise ValueError(f"duplicate task_id {task_id} in {self.dag.dag_id}")
        self.dag.tasks[task_id] = self
        self.downstream = []
        self.kwargs = kwargs

    def __rshift__(self, other):
        for o in (other if isinstance(other, (list, tuple)) else [other]):
            self.downstream.append(o)
        return other
