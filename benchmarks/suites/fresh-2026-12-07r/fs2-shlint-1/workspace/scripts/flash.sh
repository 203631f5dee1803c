#!/bin/sh
# flash.sh - flash the firmware with openocd
img=$1
cd $HOME/fw
openocd -f interface/stlink.cfg -f target/stm32f4x.cfg -c "program $img verify reset exit"
