# ~/.bashrc
[ -z "$PS1" ] && return
HISTCONTROL=ignoreboth
HISTSIZE=5000
shopt -s histappend
alias ll='ls -alF'
export EDITOR=vim
export PATH="$HOME/.local/bin:$PATH"
