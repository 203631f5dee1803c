"""Maintain a managed block of team keys in an authorized_keys file."""
