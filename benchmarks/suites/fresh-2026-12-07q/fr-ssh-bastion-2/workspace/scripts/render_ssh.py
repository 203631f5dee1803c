#!/usr/bin/env python3
"""Render an ssh config block from deploy/<env>.ini and append it to ~/.ssh/config once."""
import configparser
import os
import sys

ini, tmpl = sys.argv[1], sys.argv[2]
cfg = configparser.ConfigParser()
cfg.read(ini)
block = open(tmpl).read().format(**cfg["bastion"])
ssh_dir = os.path.expanduser("~/.ssh")
os.makedirs(ssh_dir, mode=0o700, exist_ok=True)
conf = os.path.join(ssh_dir, "config")
current = open(conf).read() if os.path.exists(conf) else ""
if "Host " + cfg["bastion"]["alias"] + "\n" in current:
    print("already present:", cfg["bastion"]["alias"])
else:
    with open(conf, "a") as f:
        f.write(block)
    os.chmod(conf, 0o600)
    print("added Host", cfg["bastion"]["alias"], "to", conf)
