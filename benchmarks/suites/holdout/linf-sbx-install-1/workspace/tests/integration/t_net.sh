#!/bin/sh
! ping -c1 -W1 198.51.100.1 >/dev/null 2>&1 && echo ok
