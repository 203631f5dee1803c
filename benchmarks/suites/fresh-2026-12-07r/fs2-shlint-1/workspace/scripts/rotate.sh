#!/bin/bash
# rotate.sh - compress old logs
for f in ~/logs/*.log; do
  gzip "$f"
done
if [ -d ~/logs/old ]; then
  rm $f.tmp
