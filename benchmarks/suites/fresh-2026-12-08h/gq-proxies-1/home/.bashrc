# ~/.bashrc
[ -z "$PS1" ] && return
HISTSIZE=5000
HISTCONTROL=ignoredups
alias ll='ls -alF'
alias gs='git status -sb'
export EDITOR=vim
export PATH="$HOME/.local/bin:$PATH"
