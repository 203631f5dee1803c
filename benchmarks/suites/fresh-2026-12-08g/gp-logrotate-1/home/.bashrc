# ~/.bashrc
export EDITOR=vim
alias ll='ls -alF'
