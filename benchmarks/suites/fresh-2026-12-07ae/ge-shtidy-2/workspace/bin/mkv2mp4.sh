#!/usr/bin/env bash
# remux mkv -> mp4 without re-encoding
set -eu
for f in "$@"; do
      out="${f%.mkv}.mp4"
   if [ -e "$out" ]; then
  echo "skip $out"; continue
   fi
      ffmpeg -hide_banner -loglevel warning -i "$f" -c copy "$out"
done
