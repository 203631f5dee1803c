# ~/.bashrc
[ -z "$PS1" ] && return
HISTSIZE=10000
HISTCONTROL=ignoreboth
alias ll='ls -alF'
alias k=kubectl
export EDITOR=vim
