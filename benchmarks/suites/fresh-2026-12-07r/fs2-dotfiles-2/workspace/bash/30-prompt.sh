# prompt
PS1='\u@\h:\w\$ '
HISTSIZE=50000
HISTCONTROL=ignoredups:erasedups
shopt -s histappend
