# ~/.bashrc
export EDITOR=nano
export PATH="$HOME/.local/bin:$PATH"
