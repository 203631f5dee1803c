#!/usr/bin/env python3
"""Write the per-user photosync config."""
import os

HOME = os.path.expanduser("~")
cfg_dir = os.path.join(HOME, ".config", "photosync")
os.makedirs(cfg_dir, exist_ok=True)
with open(os.path.join(cfg_dir, "config.toml"), "w") as f:
    f.write('source = "%s/Pictures/phone"\ndest = "nas:/volume1/photos"\ninterval_minutes = 30\n' % HOME)
print("wrote", os.path.join(cfg_dir, "config.toml"))
# periodic sync is opt-in: show how, don't install it
print("to sync every 30 minutes, see contrib/ (systemd user timer); not enabled")
