'use strict';
const fs = require('fs');
const path = require('path');

const DEFAULT_REGISTRY = 'https://registry.npm.example.org/';

// Scope -> registry, from the project's .npmrc (`@scope:registry=URL`).
function scopeRegistries(root) {
  const map = {};
  const rc = path.join(root, '.npmrc');
  if (!fs.existsSync(rc)) return map;
  for (const line of fs.readFileSync(rc, 'utf8').split(/\r?\n/)) {
    const m = line.match(/^\s*(@[^:\s]+):registry\s*=\s*(\S+)\s*$/);
    if (m) map[m[1]] = m[2].endsWith('/') ? m[2] : m[2] + '/';
  }
  return map;
}

function registryFor(name, root) {
  const scope = name.startsWith('@') ? name.split('/')[0] : null;
  return (scope && scopeRegistries(root)[scope]) || DEFAULT_REGISTRY;
}

// The URL npm would download NAME@VERSION from, and the integrity of the
// tarball we hashed locally (the cache is a byte-for-byte mirror).
function tarballUrl(name, version, { root, integrity }) {
  const base = name.split('/').pop();
  return { resolved: `${registryFor(name, root)}${name}/-/${base}-${version}.tgz`, integrity };
}

module.exports = { tarballUrl, registryFor };
