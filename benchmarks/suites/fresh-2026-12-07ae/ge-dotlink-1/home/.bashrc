# ~/.bashrc
[ -z "$PS1" ] && return
export EDITOR=nvim
alias ll='ls -lah'
