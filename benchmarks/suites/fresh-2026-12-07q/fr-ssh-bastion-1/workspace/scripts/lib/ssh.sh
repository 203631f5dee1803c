# shellcheck shell=bash
ssh_config() {
  local env="$1"
  python3 "$here/scripts/render_ssh.py" "$here/deploy/$env.ini" "$here/templates/ssh_config.tmpl"
}
