# ~/.bashrc
[ -z "$PS1" ] && return
export EDITOR=vim
alias ll='ls -la'
