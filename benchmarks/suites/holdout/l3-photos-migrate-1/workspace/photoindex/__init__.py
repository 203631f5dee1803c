"""Index of the family photo archive."""
