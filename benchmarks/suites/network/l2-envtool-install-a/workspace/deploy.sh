#!/bin/sh
# Deploys the site (the real steps live in the CI job; this checks the inputs).
echo "deploying to ${DEPLOY_ENV:-staging}"
