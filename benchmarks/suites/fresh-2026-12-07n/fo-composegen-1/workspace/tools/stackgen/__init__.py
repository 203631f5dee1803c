"""stackgen: render docker-compose.yml for the local dev stack from stack.ini."""
