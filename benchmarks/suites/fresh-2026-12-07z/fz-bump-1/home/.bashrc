# ~/.bashrc
[ -z "$PS1" ] && return
HISTCONTROL=ignoreboth
HISTSIZE=5000
shopt -s histappend
export EDITOR=vim
export PATH="$HOME/.local/bin:$HOME/go/bin:$HOME/.cargo/bin:$PATH"
alias gs='git status --short'
alias k=kubectl
