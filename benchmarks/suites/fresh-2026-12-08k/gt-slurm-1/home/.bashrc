# ~/.bashrc
case $- in *i*) ;; *) return;; esac
HISTSIZE=5000
HISTFILESIZE=20000
shopt -s histappend
alias ll='ls -alF'
alias sq='squeue -u $USER'
export EDITOR=vim

# >>> conda initialize >>>
__conda_setup="$('/opt/miniforge3/bin/conda' 'shell.bash' 'hook' 2> /dev/null)"
if [ $? -eq 0 ]; then
    eval "$__conda_setup"
fi
unset __conda_setup
# <<< conda initialize <<<
