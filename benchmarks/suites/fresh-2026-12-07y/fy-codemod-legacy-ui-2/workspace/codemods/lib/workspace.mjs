import fs from 'node:fs';
import path from 'node:path';

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
}
