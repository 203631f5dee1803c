# Shared launcher environment (sourced by bin/submit-local.sh).
export SPARK_MASTER="${SPARK_MASTER:-local[2]}"
export SPARK_APP_PREFIX="orders-batch"
export SPARK_SCRATCH="${SPARK_SCRATCH:-$ROOT/.spark-local}"
export PYTHONPATH="$ROOT/jobs${PYTHONPATH:+:$PYTHONPATH}"
