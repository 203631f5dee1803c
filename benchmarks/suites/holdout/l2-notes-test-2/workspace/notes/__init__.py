"""A small personal notes app."""
