source ~/.venvs/docs/bin/activate 2>/dev/null
