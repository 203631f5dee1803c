#!/usr/bin/env node
// Install the git hooks declared in .hooksrc.json.
const path = require('node:path');
const { loadConfig } = require('./lib/config');
const { hookTargets } = require('./lib/targets');
const { writeHook } = require('./lib/write');

const root = path.resolve(__dirname, '..', '..');
const config = loadConfig(root);

let n = 0;
for (const target of hookTargets(root, config)) {
  for (const [name, commands] of Object.entries(config.hooks)) {
    const file = writeHook(target.dir, name, commands, target);
    console.log(`installed ${name} -> ${path.relative(root, file) || file}`);
    n++;
  }
}
console.log(`${n} hook(s) installed`);
