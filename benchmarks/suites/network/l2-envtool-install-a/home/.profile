# ~/.profile
[ -f "$HOME/.bashrc" ] && . "$HOME/.bashrc"
