#!/usr/bin/env node
'use strict';
// lockgen: write an npm v3 lockfile from package.json and a folder of cached
// tarballs, so dependency bumps can be locked on machines without registry access.
const fs = require('fs');
const path = require('path');
const { resolveAll } = require('./lib/resolve');

function parseArgs(argv) {
  const opts = { cache: 'vendor/npm', out: 'package-lock.json' };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--cache') opts.cache = argv[++i];
    else if (argv[i] === '--out') opts.out = argv[++i];
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  return opts;
}

function main() {
  const opts = parseArgs(process.argv.slice(2));
  const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
  const entries = resolveAll(pkg.dependencies || {}, { cache: opts.cache, root: process.cwd() });
  const lock = {
    name: pkg.name,
    version: pkg.version,
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name: pkg.name, version: pkg.version, dependencies: pkg.dependencies || {} },
    },
  };
  for (const e of entries) {
    lock.packages[`node_modules/${e.name}`] = {
      version: e.version,
      resolved: e.resolved,
      integrity: e.integrity,
      license: e.license,
    };
  }
  const before = fs.existsSync(opts.out) ? fs.readFileSync(opts.out, 'utf8') : '';
  const after = JSON.stringify(lock, null, 2) + '\n';
  fs.writeFileSync(opts.out, after);
  for (const e of entries) console.log(`  ${e.name}@${e.version}`);
  console.log(`lockgen: ${entries.length} packages, ${path.basename(opts.out)} ${before === after ? 'unchanged' : 'updated'}`);
}

main();
