# default ~/.bashrc
[ -z "$PS1" ] && return
HISTSIZE=1000
alias ll='ls -l'
export PATH="$HOME/bin:$PATH"
