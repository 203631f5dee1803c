# distro default
export PS1='\u@\h:\w\$ '
