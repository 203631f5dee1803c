#!/usr/bin/env bash
# Hook this checkout's CLI (scripts/cli) and its bash completion into
# ~/.bashrc.  Idempotent: re-running refreshes the block.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
rc="$HOME/.bashrc"
begin="# >>> vision-train devtools >>>"
end="# <<< vision-train devtools <<<"

touch "$rc"
sed -i "\|^$begin\$|,\|^$end\$|d" "$rc"
cat >> "$rc" <<EOF
$begin
export VT_HOME="$root"
case ":\$PATH:" in *":\$VT_HOME/scripts/cli:"*) ;; *) export PATH="\$VT_HOME/scripts/cli:\$PATH" ;; esac
[ -f "\$VT_HOME/scripts/completion.bash" ] && . "\$VT_HOME/scripts/completion.bash"
$end
EOF

"$root/scripts/cli/vt" completions > "$root/scripts/completion.bash"
echo "shell-setup: updated $rc - open a new shell or run: source ~/.bashrc"
