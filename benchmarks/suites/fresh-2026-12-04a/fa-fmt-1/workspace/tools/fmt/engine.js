'use strict';
const fs = require('fs');
const path = require('path');
const rules = require('./rules');

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* walk(full);
    } else if (/\.(c|m)?js$/.test(entry.name)) {
      yield full;
    }
  }
}

function format(source, file) {
  return rules.pipeline.reduce((text, rule) => rule(text, { file }), source);
}

function run(roots, { write }) {
  const results = [];
  for (const root of roots) {
    for (const file of walk(root)) {
      const before = fs.readFileSync(file, 'utf8');
      const after = format(before, file);
      if (after !== before && write) fs.writeFileSync(file, after);
      results.push({ file, changed: after !== before });
    }
  }
  return results;
}

module.exports = { run, format };
