"""Map a CSV role to Django permission flags."""

ROLE_FLAGS = {
    "admin": {"is_superuser": True, "is_staff": True},
    "editor": {"is_superuser": False, "is_staff": True},
    "viewer": {"is_superuser": False, "is_staff": False},
}


def flags_for(row):
    flags = dict(ROLE_FLAGS.get(row["role"], ROLE_FLAGS["viewer"]))
    return flags
