#!/bin/sh
# Writes version.h from the release this tree was cut from.
echo '#define WIDGET_VERSION "1.4.0"'
