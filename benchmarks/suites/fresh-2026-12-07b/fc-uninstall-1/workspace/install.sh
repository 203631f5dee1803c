#!/usr/bin/env bash
echo 'see README'
