# ~/.bashrc
[ -z "$PS1" ] && return
HISTSIZE=5000
HISTCONTROL=ignoredups
alias ll='ls -alF'
export EDITOR=vim
