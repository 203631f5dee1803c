# ~/.bashrc
[ -z "$PS1" ] && return
HISTSIZE=5000
HISTCONTROL=ignoredups
shopt -s histappend
export EDITOR=vim
export PATH="$HOME/.local/bin:$PATH"
alias ll='ls -alF'
alias gs='git status -sb'
[ -f ~/.bash_aliases ] && . ~/.bash_aliases
