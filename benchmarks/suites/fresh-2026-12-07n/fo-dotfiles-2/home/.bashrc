# ~/.bashrc: executed by bash(1) for non-login shells.
case $- in *i*) ;; *) return;; esac
HISTCONTROL=ignoreboth
HISTSIZE=1000
PS1='\u@\h:\w\$ '
alias ls='ls --color=auto'
