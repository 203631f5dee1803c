# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
export PATH=$HOME/.local/bin:$PATH
# >>> conda initialize >>>
if [ -f "$HOME/miniforge3/etc/profile.d/conda.sh" ]; then
    . "$HOME/miniforge3/etc/profile.d/conda.sh"
fi
# <<< conda initialize <<<
