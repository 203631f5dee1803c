#!/bin/sh
# Says where envtool went.
echo "envtool 1.2 installed in $1/bin"
