# ~/.bashrc
[ -z "$PS1" ] && return
HISTSIZE=10000
HISTCONTROL=ignoredups
alias ll='ls -alF'
alias gs='git status -sb'
export EDITOR=vim
export P4CONFIG=.p4config
