#!/usr/bin/env node
// Removes build and test caches across the monorepo (root + every workspace).
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

function workspaceDirs() {
  const dirs = [root];
  for (const pattern of pkg.workspaces ?? []) {
    const base = path.join(root, pattern.replace(/\/\*$/, ''));
    if (!fs.existsSync(base)) continue;
    for (const ent of fs.readdirSync(base, { withFileTypes: true })) {
      if (ent.isDirectory()) dirs.push(path.join(base, ent.name));
    }
  }
  return dirs;
}

function size(p) {
  const st = fs.lstatSync(p);
  if (!st.isDirectory()) return st.size;
  return fs.readdirSync(p).reduce((n, e) => n + size(path.join(p, e)), 0);
}
// Everything git ignores is generated, so derive the targets from .gitignore
// (minus node_modules itself, which is expensive to reinstall).
const TARGETS = fs
  .readFileSync(path.join(root, '.gitignore'), 'utf8')
  .split('\n')
  .map((l) => l.trim().replace(/^\//, '').replace(/\/$/, ''))
  .filter((l) => l && !l.startsWith('#') && !l.startsWith('!') && l !== 'node_modules')
  .concat(['node_modules/.vite', 'node_modules/.cache']);

const toRe = (glob) => new RegExp('^' + glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*') + '$');

let freed = 0;
for (const dir of workspaceDirs()) {
  for (const t of TARGETS) {
    const matches = t.includes('*')
      ? fs.readdirSync(dir).filter((n) => toRe(t).test(n)).map((n) => path.join(dir, n))
      : [path.join(dir, t)];
    for (const p of matches) {
      if (!fs.existsSync(p)) continue;
      freed += size(p);
      fs.rmSync(p, { recursive: true, force: true });
      console.log(`removed ${path.relative(root, p)}`);
    }
  }
}
console.log(`freed ${(freed / 1024).toFixed(1)} KiB`);
