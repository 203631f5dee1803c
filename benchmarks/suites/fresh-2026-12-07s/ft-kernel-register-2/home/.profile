# ~/.profile
if [ -f "$HOME/.bashrc" ]; then . "$HOME/.bashrc"; fi
