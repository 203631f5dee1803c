import os

print(f"kanban dev server ({os.environ.get('KANBAN_ENV', 'development')}) - not implemented in this checkout")
