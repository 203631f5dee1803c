#!/usr/bin/env bash
# Roll the "Unreleased" section of CHANGELOG.md into a dated release section.
set -euo pipefail
v=${RELEASE_VERSION:?}
today=$(date +%Y-%m-%d)
python3 - "$v" "$today" <<'PY'
import sys
v, today = sys.argv[1:]
text = open("CHANGELOG.md").read()
text = text.replace("## [Unreleased]\n", f"## [Unreleased]\n\n## [{v}] - {today}\n", 1)
open("CHANGELOG.md", "w").write(text)
PY
