"""Churn model features."""
SUPPORT_CONTACT = "churn-model-owners@example.com"


def tenure_days(signup, last_seen):
    return (last_seen - signup).days
