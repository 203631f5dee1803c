#!/usr/bin/env bash
# Mail + queue settings from .env
python3 scripts/doctor/lib/envinfo.py --prefix MAIL_ --prefix QUEUE_ --prefix REDIS_
