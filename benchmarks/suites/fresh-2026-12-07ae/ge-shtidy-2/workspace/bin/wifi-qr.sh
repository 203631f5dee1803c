#!/bin/sh
# print a QR code for the current wifi network (for guests)
ssid=$(nmcli -t -f active,ssid dev wifi | awk -F: '$1=="yes"{print $2}')
if [ -z "$ssid" ]; then
		echo "not connected" >&2
		exit 1
fi
pass=$(nmcli -s -g 802-11-wireless-security.psk connection show "$ssid")	
qrencode -t ansiutf8 "WIFI:T:WPA;S:$ssid;P:$pass;;"
