# ~/.bashrc
export EDITOR=vim
export PATH="$HOME/.local/bin:$PATH"
alias gs='git status -sb'
