# ~/.bashrc
export EDITOR=vim
