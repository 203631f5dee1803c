# ~/.bashrc — managed by ~/dotfiles (edit there, then `make install`)
[[ $- != *i* ]] && return

HISTSIZE=50000
HISTFILESIZE=100000
HISTCONTROL=ignoreboth:erasedups
shopt -s histappend checkwinsize globstar

export EDITOR=vim
export PATH="$HOME/bin:$HOME/.local/bin:$HOME/.cargo/bin:$PATH"

# node via fnm if present
if command -v fnm >/dev/null 2>&1; then
    eval "$(fnm env --use-on-cd)"
fi

__git_branch() { git symbolic-ref --short HEAD 2>/dev/null; }
PS1='\[\e[32m\]\u@\h\[\e[0m\]:\[\e[34m\]\w\[\e[33m\]$(b=$(__git_branch); [[ -n $b ]] && echo " ($b)")\[\e[0m\]\$ '

[[ -f ~/.bash_aliases ]] && source ~/.bash_aliases
[[ -f ~/.bashrc.local ]] && source ~/.bashrc.local
