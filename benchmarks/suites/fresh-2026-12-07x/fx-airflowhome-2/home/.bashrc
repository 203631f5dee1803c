# ~/.bashrc
[ -z "$PS1" ] && return
HISTSIZE=5000
export EDITOR=vim
alias ll='ls -alF'
export PATH="$HOME/.local/bin:$PATH"
