export EDITOR=vim
