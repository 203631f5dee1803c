#!/bin/sh
set -e
docker build -t registry.example.test/acme/inventory:"${TAG:-dev}" .
docker push registry.example.test/acme/inventory:"${TAG:-dev}"
