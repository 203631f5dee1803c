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
const TARGETS = ['.next', '.turbo', 'coverage', 'storybook-static', 'tsconfig.tsbuildinfo', 'node_modules/.vite', 'node_modules/.cache'];

let freed = 0;
for (const dir of workspaceDirs()) {
  for (const t of TARGETS) {
    const p = path.join(dir, t);
    if (!fs.existsSync(p)) continue;
    freed += size(p);
    fs.rmSync(p, { recursive: true, force: true });
    console.log(`removed ${path.relative(root, p)}`);
  }
}
console.log(`freed ${(freed / 1024).toFixed(1)} KiB`);
