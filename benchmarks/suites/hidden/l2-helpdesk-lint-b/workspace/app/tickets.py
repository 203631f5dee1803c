from dataclasses import dataclass, field
import itertools

_ids = itertools.count(1)

@dataclass
class Ticket:
    title: str
    body: str
    id: int = field(default_factory=lambda: next(_ids))
    status: str = "open"

    def close(self):
        self.status = "closed"
