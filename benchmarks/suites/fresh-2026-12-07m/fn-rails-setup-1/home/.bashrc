# ~/.bashrc
[ -z "$PS1" ] && return
export EDITOR=vim
export PATH="$HOME/.local/bin:$PATH"
alias ll='ls -alF'
