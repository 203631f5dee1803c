#!/usr/bin/env bash
for d in storage/logs storage/framework/cache bootstrap/cache; do
  if [ -w "$d" ]; then echo "ok $d writable"; else echo "WARN $d missing or not writable"; fi
done
