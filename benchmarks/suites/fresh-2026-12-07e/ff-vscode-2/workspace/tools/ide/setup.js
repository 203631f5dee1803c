#!/usr/bin/env node
// Generates .vscode/ for the monorepo: one debug config per package, the shared
// tasks and workspace settings. Safe to re-run; it overwrites .vscode/*.json.
const fs = require('fs');
const path = require('path');

const root = process.cwd();
const preset = JSON.parse(fs.readFileSync(path.join(__dirname, 'presets', 'monorepo.json'), 'utf8'));

const packages = fs.readdirSync(path.join(root, 'packages'))
  .filter((d) => fs.existsSync(path.join(root, 'packages', d, 'package.json')))
  .map((d) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'packages', d, 'package.json'), 'utf8'));
    return { dir: `packages/${d}`, name: pkg.name, main: pkg.main || 'index.js' };
  });

const ctx = { root, preset, packages, outDir: path.join(root, '.vscode') };
fs.mkdirSync(ctx.outDir, { recursive: true });

for (const gen of ['launch', 'tasks', 'settings', 'extensions']) {
  const file = require(`./generators/${gen}`)(ctx);
  console.log(`wrote ${path.relative(root, file)}`);
}
