# ~/.bashrc: executed by bash(1) for non-login shells.
case $- in
    *i*) ;;
      *) return;;
esac

HISTCONTROL=ignoreboth
HISTSIZE=5000
HISTFILESIZE=10000
shopt -s histappend checkwinsize

alias ll='ls -alF'
alias gs='git status -sb'

export EDITOR=vim
[ -f ~/.bash_aliases ] && . ~/.bash_aliases
