#!/usr/bin/env node
// refresh.js - rewrite package-lock.json entries for the direct dependencies from the
// tarballs in vendor/ (NAME-VERSION.tgz): version, resolved URL and integrity.
'use strict';
const fs = require('fs');
const { resolveDependency } = require('./lib/resolve');

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const root = lock.packages[''];
let changed = 0;
for (const [name, version] of Object.entries(pkg.dependencies || {})) {
  const entry = resolveDependency(name, version);
  const key = `node_modules/${name}`;
  const old = lock.packages[key] || {};
  if (old.version !== entry.version || old.integrity !== entry.integrity || old.resolved !== entry.resolved) {
    lock.packages[key] = { ...old, ...entry };
    console.log(`${name}: ${old.version || '(new)'} -> ${entry.version}`);
    changed++;
  }
  root.dependencies[name] = version;
}
fs.writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
console.log(`package-lock.json: ${changed} entr${changed === 1 ? 'y' : 'ies'} updated`);
