# ~/.bashrc: executed by bash(1) for non-login shells.
case $- in
    *i*) ;;
      *) return;;
esac

HISTCONTROL=ignoreboth
HISTSIZE=5000
shopt -s histappend checkwinsize

alias ll='ls -alF'
alias dc='docker compose'
alias jctl='journalctl --user -e'

export EDITOR=vim
