#!/usr/bin/env node
// usage: node scripts/lock/bump.js NAME VERSION
const fs = require('fs');
const path = require('path');
const registry = require('./registry');

const [name, version] = process.argv.slice(2);
const root = path.resolve(__dirname, '..', '..');
const read = (f) => JSON.parse(fs.readFileSync(path.join(root, f), 'utf8'));
const write = (f, obj) => fs.writeFileSync(path.join(root, f), JSON.stringify(obj, null, 2) + '\n');

const pkg = read('package.json');
const lock = read('package-lock.json');
const section = ['dependencies', 'devDependencies', 'optionalDependencies'].find((s) => pkg[s] && pkg[s][name]);
if (!section) {
  console.error(`${name} is not a direct dependency`);
  process.exit(1);
}

const meta = registry.resolve(root, name, version);
const oldRange = pkg[section][name];
const prefix = (oldRange.match(/^[~^]/) || [''])[0];
pkg[section][name] = prefix + meta.version;
lock.packages[''][section][name] = prefix + meta.version;

const key = `node_modules/${name}`;
const old = lock.packages[key] || {};
const entry = { version: meta.version, resolved: meta.resolved };
if (meta.integrity) entry.integrity = meta.integrity;
for (const k of Object.keys(old)) if (!(k in entry) && !['version', 'resolved', 'integrity'].includes(k)) entry[k] = old[k];
lock.packages[key] = entry;

write('package.json', pkg);
write('package-lock.json', lock);
console.log(`${name}: ${old.version || '(none)'} -> ${meta.version} (${section}, range ${pkg[section][name]})`);
