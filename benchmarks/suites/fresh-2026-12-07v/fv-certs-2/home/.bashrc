# ~/.bashrc
export EDITOR=vim
export PATH="$HOME/.local/bin:$PATH"
alias k=kubectl
alias ll='ls -la'
