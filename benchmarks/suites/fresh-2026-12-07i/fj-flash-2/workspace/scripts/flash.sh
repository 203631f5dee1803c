#!/bin/sh
# flash.sh IMAGE MOUNTPOINT - flash an RP2040 board in BOOTSEL mode
set -e
here=$(cd "$(dirname "$0")/.." && pwd)
. "$here/tools/sh/board.sh"
board_flash "$1" "$2"
