# ~/.bashrc
[ -z "$PS1" ] && return
HISTCONTROL=ignoreboth
HISTSIZE=5000
shopt -s histappend
alias ll='ls -alF'
alias gs='git status -sb'
export EDITOR=vim
export JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64
[ -s "$HOME/.nvm/nvm.sh" ] && . "$HOME/.nvm/nvm.sh"
