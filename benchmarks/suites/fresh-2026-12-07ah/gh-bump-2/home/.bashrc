# ~/.bashrc
export EDITOR=vim
alias gs='git status -sb'
