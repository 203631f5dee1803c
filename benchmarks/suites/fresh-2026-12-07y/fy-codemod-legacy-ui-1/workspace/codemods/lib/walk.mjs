import fs from 'node:fs';
import path from 'node:path';

const SKIP = new Set(['node_modules', '.next', 'dist', 'coverage', '.turbo']);

export function* walk(dir, extensions) {
  for (const ent of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(ent.name)) continue;
    const p = path.join(dir, ent.name);
    if (ent.isDirectory()) yield* walk(p, extensions);
    else if (extensions.includes(path.extname(ent.name))) yield p;
  }
}
