#!/usr/bin/env python3
import sys
print('manage.py', ' '.join(sys.argv[1:]))
