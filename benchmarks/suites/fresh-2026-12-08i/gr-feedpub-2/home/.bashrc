# ~/.bashrc
[ -z "$PS1" ] && return
export EDITOR=vim
alias ll='ls -alF'
export PATH="$HOME/.local/bin:$PATH"
[ -s "$HOME/.nvm/nvm.sh" ] && . "$HOME/.nvm/nvm.sh"
