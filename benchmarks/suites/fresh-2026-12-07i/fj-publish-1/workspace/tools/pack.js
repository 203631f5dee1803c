// pack.js [--dry-run] - build the tarball npm would publish and list its contents
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const manifest = require('./pack/manifest');

const dry = process.argv.includes('--dry-run');
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
const files = manifest.files(pkg);
const stage = path.join('dist', 'stage', 'package');
fs.rmSync(path.join('dist', 'stage'), { recursive: true, force: true });
for (const f of files) {
  fs.mkdirSync(path.join(stage, path.dirname(f)), { recursive: true });
  fs.copyFileSync(f, path.join(stage, f));
}
fs.copyFileSync('package.json', path.join(stage, 'package.json'));
const tgz = path.join('dist', `${pkg.name.replace('@', '').replace('/', '-')}-${pkg.version}.tgz`);
execFileSync('tar', ['-czf', tgz, '-C', path.join('dist', 'stage'), 'package']);

console.log(`package: ${pkg.name}@${pkg.version}`);
for (const f of ['package.json', ...files]) console.log(`  ${String(fs.statSync(f).size).padStart(6)}  ${f}`);
console.log(`tarball: ${tgz} (${fs.statSync(tgz).size} bytes)`);
manifest.report(pkg).forEach((l) => console.log(l));
if (dry) console.log('dry run: nothing uploaded');
else console.log('upload disabled in this checkout; use the release pipeline');
