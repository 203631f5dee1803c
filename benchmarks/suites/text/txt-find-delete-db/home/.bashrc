# ~/.bashrc: executed by bash(1) for non-login shells.
case $- in
    *i*) ;;
      *) return;;
esac
HISTCONTROL=ignoreboth
HISTSIZE=5000
shopt -s histappend
PS1='\u@\h:\w\$ '
alias ll='ls -alF'
alias gs='git status -sb'
alias py='python3'
export EDITOR="nvim"
[ -f ~/.bash_aliases ] && . ~/.bash_aliases
