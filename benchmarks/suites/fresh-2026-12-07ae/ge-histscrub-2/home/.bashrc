# ~/.bashrc
case $- in *i*) ;; *) return;; esac
HISTSIZE=100000
HISTFILESIZE=200000
shopt -s histappend
export EDITOR=nvim
alias k=kubectl
[ -f ~/.fzf.bash ] && . ~/.fzf.bash
