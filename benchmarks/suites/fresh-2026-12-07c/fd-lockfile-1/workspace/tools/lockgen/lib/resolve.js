'use strict';
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');
const zlib = require('zlib');
const { tarballUrl } = require('./registry');

// Read package/package.json out of a .tgz (ustar, no extensions needed here).
function readManifest(tgz) {
  const tar = zlib.gunzipSync(fs.readFileSync(tgz));
  for (let off = 0; off + 512 <= tar.length; ) {
    const name = tar.toString('utf8', off, off + 100).replace(/\0.*$/s, '');
    if (!name) break;
    const size = parseInt(tar.toString('utf8', off + 124, off + 136).replace(/\0.*$/s, '').trim() || '0', 8);
    if (name === 'package/package.json') {
      return JSON.parse(tar.toString('utf8', off + 512, off + 512 + size));
    }
    off += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error(`${tgz}: no package/package.json`);
}

function cachedTarball(cache, name, version) {
  const file = path.join(cache, `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`);
  if (!fs.existsSync(file)) {
    throw new Error(`${name}@${version} is not in ${cache}; ask CI to mirror it first`);
  }
  return file;
}

function resolveAll(deps, { cache, root }) {
  const out = [];
  for (const name of Object.keys(deps).sort()) {
    const version = deps[name];
    if (!/^\d+\.\d+\.\d+$/.test(version)) {
      throw new Error(`${name}: only exact versions are supported (got ${version})`);
    }
    const file = cachedTarball(path.resolve(root, cache), name, version);
    const manifest = readManifest(file);
    const integrity = 'sha512-' + crypto.createHash('sha512').update(fs.readFileSync(file)).digest('base64');
    const pin = tarballUrl(name, version, { root, integrity });
    out.push({ name, version, resolved: pin.resolved, integrity: pin.integrity, license: manifest.license || 'UNLICENSED' });
  }
  return out;
}

module.exports = { resolveAll, readManifest };
