"""Integration of the linter with git."""
import subprocess

def after_lint(problems):
    # tell the user whether commits are already linted by a hook
    hp = subprocess.run(["git", "config", "--get", "core.hooksPath"], capture_output=True, text=True).stdout.strip()
    print("git hooks path: %s" % (hp or "default (.git/hooks), no lint hook installed"))
