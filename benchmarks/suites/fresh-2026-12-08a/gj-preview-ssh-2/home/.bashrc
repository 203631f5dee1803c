# ~/.bashrc: executed by bash(1) for non-login shells.
case $- in
    *i*) ;;
      *) return;;
esac

HISTCONTROL=ignoreboth
HISTSIZE=5000
shopt -s histappend checkwinsize

export PATH="$HOME/.local/bin:$PATH"
export EDITOR=nvim

alias ll='ls -alF'
alias gs='git status -sb'
alias pn='pnpm'

export NVM_DIR="$HOME/.nvm"
[ -s "$NVM_DIR/nvm.sh" ] && . "$NVM_DIR/nvm.sh"
