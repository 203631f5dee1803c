#!/bin/sh
echo synced
