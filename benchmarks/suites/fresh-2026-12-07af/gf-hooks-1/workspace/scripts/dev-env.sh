# source me: puts the project venv first on PATH
_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
[ -d "$_root/.venv" ] && export PATH="$_root/.venv/bin:$PATH"
export PRE_COMMIT_HOME="$_root/.cache/pre-commit"
unset _root
