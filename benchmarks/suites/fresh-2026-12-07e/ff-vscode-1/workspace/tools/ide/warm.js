#!/usr/bin/env node
// Pre-loads package metadata so the first build after opening the editor is quick.
const fs = require('fs');
const path = require('path');
for (const d of fs.readdirSync(path.join(__dirname, '..', '..', 'packages'))) {
  try { require(path.join(__dirname, '..', '..', 'packages', d, 'package.json')); } catch { /* ignore */ }
}
