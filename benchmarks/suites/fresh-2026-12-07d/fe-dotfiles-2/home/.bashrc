# ~/.bashrc from the distro skeleton -- OLD-BASHRC-MARKER
[ -z "$PS1" ] && return
alias ll='ls -l'
