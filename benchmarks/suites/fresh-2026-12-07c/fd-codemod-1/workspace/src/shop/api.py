"""Thin request handlers; the web framework glue lives elsewhere."""
from . import users
from .orders import orders_for


def handle_profile(request):
    user = users.get_user(request["user_id"])
    return {"id": user.id, "email": user.email}


def handle_orders(request, orders):
    return [o.id for o in orders_for(request["user_id"], orders)]
