#!/bin/sh
exec ./bin/api-server --config config/app.ini "$@"
