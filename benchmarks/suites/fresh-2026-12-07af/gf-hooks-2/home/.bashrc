# ~/.bashrc
[ -z "$PS1" ] && return
HISTSIZE=10000
alias ll='ls -alF'
export EDITOR=vim
