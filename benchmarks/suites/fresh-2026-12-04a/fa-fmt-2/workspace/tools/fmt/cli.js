#!/usr/bin/env node
// House formatter: `--check` lists files that need formatting, `--write` fixes them.
'use strict';
const path = require('path');
const engine = require('./engine');

const args = process.argv.slice(2);
const mode = args.includes('--write') ? 'write' : 'check';
const roots = args.filter((a) => !a.startsWith('--'));
if (!roots.length) roots.push('src');

const results = engine.run(roots.map((r) => path.resolve(r)), { write: mode === 'write' });
const changed = results.filter((r) => r.changed);
for (const r of changed) {
  console.log(`${mode === 'write' ? 'formatted' : 'needs formatting'}: ${path.relative(process.cwd(), r.file)}`);
}
console.log(`${results.length} file(s) checked, ${changed.length} ${mode === 'write' ? 'rewritten' : 'to format'}`);
process.exitCode = mode === 'check' && changed.length ? 1 : 0;
