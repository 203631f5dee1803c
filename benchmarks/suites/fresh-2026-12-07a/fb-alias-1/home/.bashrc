# ~/.bashrc
case $- in *i*) ;; *) return;; esac

HISTSIZE=5000
HISTCONTROL=ignoreboth
shopt -s histappend checkwinsize

export EDITOR=vim
export PATH="$HOME/.local/bin:$PATH"

if [ -f /usr/share/bash-completion/bash_completion ]; then
  . /usr/share/bash-completion/bash_completion
fi

PS1='\u@\h:\w\$ '
