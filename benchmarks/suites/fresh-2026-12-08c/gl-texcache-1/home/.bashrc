export PATH="$HOME/.local/bin:$PATH"
