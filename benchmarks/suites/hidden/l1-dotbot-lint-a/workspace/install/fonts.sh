#!/bin/bash
fonts=("FiraCode" "Inter")
for f in "${fonts[@]}"; do echo "font: $f"; done
