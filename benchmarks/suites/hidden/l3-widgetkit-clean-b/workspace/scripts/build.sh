#!/bin/sh
mkdir -p dist && cat src/*.js > dist/widgetkit.js && echo built
