# ~/.bashrc: executed by bash(1) for non-login shells.

# If not running interactively, don't do anything
case $- in
    *i*) ;;
      *) return;;
esac

HISTCONTROL=ignoreboth
HISTSIZE=5000
shopt -s histappend checkwinsize

alias ll='ls -alF'
alias gs='git status -sb'

export PATH="$HOME/.local/bin:$HOME/src/acme-cli/bin:$PATH"
export EDITOR=vim
