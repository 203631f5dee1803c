"""Kanban board API."""
