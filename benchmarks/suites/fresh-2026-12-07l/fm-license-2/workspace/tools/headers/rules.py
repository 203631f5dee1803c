MARKER = "SPDX-License-Identifier"
_LINES = ["SPDX-License-Identifier: Apache-2.0", "Copyright 2026 The relkit authors"]
HEADERS = {
    ".py": "".join(f"# {l}\n" for l in _LINES),
    ".sh": "".join(f"# {l}\n" for l in _LINES),
}
