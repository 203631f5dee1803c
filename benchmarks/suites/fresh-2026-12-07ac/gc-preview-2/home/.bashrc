eval "$(rbenv init - 2>/dev/null)"
