#!/bin/sh
# dump image -> {tag, digest} for the running stack
docker compose images --format json | jq 'map({(.Repository): {tag: .Tag, digest: .ID}}) | add'
