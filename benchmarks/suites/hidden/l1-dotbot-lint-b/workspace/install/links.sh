#!/bin/sh
set -e
for f in bashrc vimrc; do
  echo "would link ~/.${f} -> $(pwd)/dot/$f"
done
