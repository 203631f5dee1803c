from dataclasses import dataclass, field

from .users import get_user


@dataclass
class Order:
    id: int
    user_id: int
    lines: list = field(default_factory=list)

    def owner(self):
        return get_user(self.user_id)


def orders_for(user_id, orders):
    user = get_user(user_id)
    return [o for o in orders if o.user_id == user.id]
