export EDITOR=vim
export TF_CLI_CONFIG_FILE="$HOME/.terraformrc"
