# ~/.zshrc
HISTFILE=~/.zsh_history
HISTSIZE=100000
SAVEHIST=100000
setopt extended_history share_history
export EDITOR=nvim
alias k=kubectl
