#!/usr/bin/env node
// Codemod runner: node codemods/run.mjs <transform> <dir> [--dry]
import path from 'node:path';
import { walk } from './lib/walk.mjs';
import { postprocess } from './lib/postprocess.mjs';

const [name, dir, ...flags] = process.argv.slice(2);
if (!name || !dir) {
  console.error('usage: node codemods/run.mjs <transform> <dir> [--dry]');
  process.exit(2);
}
const dry = flags.includes('--dry');
const { default: transform, extensions = ['.ts', '.tsx'] } = await import(`./transforms/${name}.mjs`);

const changed = [];
for (const file of walk(path.resolve(dir), extensions)) {
  const res = transform.apply(file);
  if (res.changed) {
    changed.push(path.relative(process.cwd(), file));
    if (!dry) res.write();
  }
}
console.log(`${name}: ${changed.length} file(s) ${dry ? 'would change' : 'changed'}`);
for (const f of changed) console.log('  ' + f);
if (!dry) await postprocess({ root: process.cwd(), target: dir, transform: name, changed });
