from dataclasses import dataclass


@dataclass
class User:
    id: int
    email: str
    is_staff: bool = False


_USERS = {
    1: User(1, "ana@example.com", is_staff=True),
    2: User(2, "ben@example.com"),
}


class UserNotFound(LookupError):
    pass


def get_user(user_id: int) -> User:
    """Return the user with this id or raise UserNotFound."""
    try:
        return _USERS[user_id]
    except KeyError:
        raise UserNotFound(user_id) from None


def get_user_email(user_id: int) -> str:
    return get_user(user_id).email
