export BUCKET=www-example
