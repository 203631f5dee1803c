#!/usr/bin/env node
// Minimal packager: lays out dist/<name>-<version>-<platform>-<arch>/ the way
// electron-builder's dir target does, runs the afterPack hook from
// electron-builder.json, then tars the folder.
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');

const root = path.resolve(__dirname, '..');
const pkg = require(path.join(root, 'package.json'));
const cfg = require(path.join(root, 'electron-builder.json'));
const [platform = 'linux', arch = 'x64'] = process.argv.slice(2);

const outRoot = path.join(root, cfg.directories.output);
const name = `${pkg.name}-${pkg.version}-${platform}-${arch}`;
const appOutDir = path.join(outRoot, name);

fs.rmSync(appOutDir, { recursive: true, force: true });
const appDir = path.join(appOutDir, 'resources', 'app');
fs.mkdirSync(appDir, { recursive: true });
for (const entry of cfg.files) {
  fs.cpSync(path.join(root, entry), path.join(appDir, entry), { recursive: true });
}

const launcher = path.join(appOutDir, pkg.name);
fs.writeFileSync(launcher,
  '#!/bin/sh\nhere="$(cd "$(dirname "$0")" && pwd)"\nexec "$here/electron" "$here/resources/app" "$@"\n');
fs.chmodSync(launcher, 0o755);

if (cfg.afterPack) {
  const hook = require(path.join(root, cfg.afterPack));
  hook({
    appOutDir,
    electronPlatformName: platform,
    arch,
    packager: { appInfo: { productName: cfg.productName, id: cfg.appId, version: pkg.version, name: pkg.name } },
    config: cfg,
    projectDir: root,
  });
}

const tarball = path.join(outRoot, `${name}.tar.gz`);
execFileSync('tar', ['-czf', tarball, '-C', outRoot, name]);
console.log(`packaged ${path.relative(root, tarball)}`);
