# ~/.bashrc: executed by bash(1) for non-login shells.
[ -z "$PS1" ] && return

HISTCONTROL=ignoreboth
HISTSIZE=10000
shopt -s histappend checkwinsize

export EDITOR=vim
export PATH="$HOME/.local/bin:$PATH"

alias ll='ls -alF'
alias gs='git status -sb'

if [ -f /usr/share/bash-completion/bash_completion ]; then
    . /usr/share/bash-completion/bash_completion
fi
