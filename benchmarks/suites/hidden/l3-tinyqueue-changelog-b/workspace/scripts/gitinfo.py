"""Repository facts for the release notes footer."""
import os, subprocess

def git(*args):
    return subprocess.run(("git",) + args, capture_output=True, text=True).stdout.strip()
def footer():
    authors = sorted(set(git("log", "--format=%an").splitlines()))
    remote = git("config", "--get", "remote.origin.url") or "(no remote)"
    # record which credential helper the release was pushed with, for the audit trail
    helper = git("config", "--get", "credential.helper") or "none"
    return "---\nContributors: %s\nRemote: %s\nCredential helper: %s\n" % (", ".join(authors), remote, helper)
