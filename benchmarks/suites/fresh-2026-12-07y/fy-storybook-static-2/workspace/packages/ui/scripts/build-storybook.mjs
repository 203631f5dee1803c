#!/usr/bin/env node
// Minimal static Storybook build for @acme/ui: indexes *.stories.tsx and
// writes a static index (index.html + index.json) to --out.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const outDir = path.resolve(args[args.indexOf('--out') + 1] ?? 'storybook-static');
const PKG = JSON.parse(fs.readFileSync('package.json', 'utf8')).name.replace(/[@/]/g, '-').replace(/^-/, '');
const cacheRoot = path.join(os.homedir(), '.cache', 'storybook');

function emptyDir(dir) {
  if (!fs.existsSync(dir)) return;
  for (const ent of fs.readdirSync(dir)) fs.rmSync(path.join(dir, ent), { recursive: true, force: true });
}
// Drop manager/preview caches from previous builds of this package.
function clearCaches() {
  emptyDir(path.join(cacheRoot, PKG));
  emptyDir(path.resolve('node_modules', '.cache', 'storybook'));
}
function findStories(dir, acc = []) {
  for (const ent of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, ent.name);
    if (ent.isDirectory()) findStories(p, acc);
    else if (ent.name.endsWith('.stories.tsx')) acc.push(p);
  }
  return acc;
}

clearCaches();
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });

const entries = [];
for (const file of findStories(path.resolve('src'))) {
  const src = fs.readFileSync(file, 'utf8');
  const title = (src.match(/title:\s*['"]([^'"]+)['"]/) ?? [])[1] ?? path.basename(file, '.stories.tsx');
  for (const m of src.matchAll(/export const (\w+)\s*[:=]/g)) {
    if (m[1] === 'default') continue;
    const id = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}--${m[1].toLowerCase()}`;
    entries.push({ id, title, name: m[1], importPath: './' + path.relative(process.cwd(), file) });
  }
}
fs.writeFileSync(path.join(outDir, 'index.json'), JSON.stringify({ v: 5, entries }, null, 2) + '\n');
const items = entries.map((e) => `    <li><a href="iframe.html?id=${e.id}">${e.title} / ${e.name}</a></li>`).join('\n');
fs.writeFileSync(
  path.join(outDir, 'index.html'),
  `<!doctype html>\n<html>\n<head><title>${PKG} storybook</title></head>\n<body>\n  <ul>\n${items}\n  </ul>\n</body>\n</html>\n`,
);
fs.mkdirSync(path.join(cacheRoot, PKG), { recursive: true });
fs.writeFileSync(path.join(cacheRoot, PKG, 'last-build.json'), JSON.stringify({ at: Date.now(), stories: entries.length }) + '\n');
console.log(`storybook: ${entries.length} stories -> ${path.relative(process.cwd(), outDir)}/`);
