// Developer setup, run by `npm install` inside this repository (the "prepare" hook):
// point git at the repo's hooks and make them executable.
'use strict';
const { execFileSync } = require('child_process');
const fs = require('fs');
try {
  execFileSync('git', ['config', 'core.hooksPath', '.githooks']);
  for (const f of fs.readdirSync('.githooks')) fs.chmodSync(`.githooks/${f}`, 0o755);
} catch (e) {
  // not a git checkout (e.g. installed from the registry): nothing to do
}
