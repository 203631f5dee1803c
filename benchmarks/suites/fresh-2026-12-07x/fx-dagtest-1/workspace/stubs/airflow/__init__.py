"""Minimal stand-in for the parts of the Airflow API our DAG files use (CI only)."""
import datetime as _dt

_CURRENT = []


class DAG:
    def __init__(self, dag_id, schedule=None, start_date=None, catchup=True,
                 default_args=None, tags=None, **kwargs):
        self.dag_id = dag_id
        self.schedule = schedule
        self.start_date = start_date
        self.catchup = catchup
        self.default_args = default_args or {}
        self.tags = tags or []
        self.tasks = {}

    def __enter__(self):
        _CURRENT.append(self)
        return self

    def __exit__(self, *exc):
        _CURRENT.pop()
        return False

    def has_cycle(self):
        state = {}

        def visit(t):
            if state.get(t.task_id) == 1:
                return True
            if state.get(t.task_id) == 2:
                return False
            state[t.task_id] = 1
            if any(visit(d) for d in t.downstream):
                return True
            state[t.task_id] = 2
            return False

        return any(visit(t) for t in self.tasks.values())
