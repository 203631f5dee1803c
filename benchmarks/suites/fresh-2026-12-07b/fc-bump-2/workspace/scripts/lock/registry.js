// Offline registry: reads the metadata we mirror into .npm-offline/ and checks it
// points at the registry this project installs from (.npmrc `registry=`, default npmjs).
const fs = require('fs');
const path = require('path');

const DEFAULT_REGISTRY = 'https://registry.npm.example.org/';

function configuredRegistry(root) {
  const npmrc = path.join(root, '.npmrc');
  if (!fs.existsSync(npmrc)) return DEFAULT_REGISTRY;
  const m = fs.readFileSync(npmrc, 'utf8').match(/^registry\s*=\s*(\S+)/m);
  return m ? m[1].replace(/\/?$/, '/') : DEFAULT_REGISTRY;
}

function resolve(root, name, version) {
  const file = path.join(root, '.npm-offline', name, `${version}.json`);
  if (!fs.existsSync(file)) throw new Error(`no offline metadata for ${name}@${version} (${file})`);
  const meta = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (meta.name !== name || meta.version !== version) throw new Error(`${file} describes ${meta.name}@${meta.version}`);
  const registry = configuredRegistry(root);
  if (!meta.dist.tarball.startsWith(registry)) {
    throw new Error(`${meta.dist.tarball} is not served by ${registry}`);
  }
  if (!/^sha512-/.test(meta.dist.integrity || '')) throw new Error(`${name}@${version}: missing sha512 integrity`);
  return { version: meta.version, resolved: meta.dist.tarball, integrity: meta.dist.integrity };
}

module.exports = { resolve };
