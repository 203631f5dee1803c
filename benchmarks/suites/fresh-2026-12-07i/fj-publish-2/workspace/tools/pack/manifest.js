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

function report(pkg) {
  const reg = (pkg.publishConfig && pkg.publishConfig.registry) || 'https://registry.example.org/';
  const access = (pkg.publishConfig && pkg.publishConfig.access) || 'restricted';
  return [`registry: ${reg}`, `access: ${access}`];
}

module.exports = { files, report };
