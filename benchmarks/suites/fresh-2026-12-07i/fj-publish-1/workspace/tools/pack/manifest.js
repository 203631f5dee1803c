// pack/manifest.js - which files go into the tarball, and the publish target
'use strict';
const fs = require('fs');
const path = require('path');

function walk(p, acc) {
  const st = fs.statSync(p);
  if (st.isDirectory()) for (const e of fs.readdirSync(p).sort()) walk(path.join(p, e), acc);
  else acc.push(p);
  return acc;
}

function files(pkg) {
  const acc = [];
  for (const entry of pkg.files || []) if (fs.existsSync(entry)) walk(entry.replace(/\/$/, ''), acc);
  return acc;
}

// effective npm config as npm itself would resolve it (project, then user),
// printed so auth problems show up in the dry run instead of at upload time
function npmrc() {
  const out = [];
  for (const f of ['.npmrc', path.join(require('os').homedir(), '.npmrc')]) {
    if (!fs.existsSync(f)) continue;
    for (const line of fs.readFileSync(f, 'utf8').split('\n')) if (line.trim()) out.push(`  ${line.trim()}`);
  }
  return out;
}

function report(pkg) {
  const reg = (pkg.publishConfig && pkg.publishConfig.registry) || 'https://registry.example.org/';
  const access = (pkg.publishConfig && pkg.publishConfig.access) || 'restricted';
  const cfg = npmrc();
  return [`registry: ${reg}`, `access: ${access}`, ...(cfg.length ? ['npm config:', ...cfg] : [])];
}

module.exports = { files, report };
