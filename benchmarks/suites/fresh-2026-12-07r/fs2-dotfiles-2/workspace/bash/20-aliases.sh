# aliases
alias ll='ls -alF'
alias gs='git status -sb'
alias mk='make -j$(nproc)'
alias ..='cd ..'
