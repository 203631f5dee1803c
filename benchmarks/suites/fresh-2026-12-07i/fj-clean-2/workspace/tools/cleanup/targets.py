"""Build output locations handled by tools.cleanup.

keep=None uses --keep; entries are sorted by name (builds are named by date).
"""
import os
from collections import namedtuple

Target = namedtuple("Target", "label path keep")


def targets(root, home):
    return [
        Target("android build", os.path.join(root, "build", "android"), None),
        Target("ios build", os.path.join(root, "build", "ios"), None),
        Target("gradle intermediates", os.path.join(root, "android", "app", "build", "intermediates"), 0),
    ]
