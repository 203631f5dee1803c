# ~/.bashrc: executed by bash for non-login shells.
case $- in *i*) ;; *) return;; esac

HISTCONTROL=ignoreboth
HISTSIZE=5000
shopt -s histappend checkwinsize

alias ll='ls -alF'
alias k='kubectl'
export EDITOR=vim
