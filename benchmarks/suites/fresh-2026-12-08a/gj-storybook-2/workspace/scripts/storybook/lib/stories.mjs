// Finds CSF files and lists their stories the way the Storybook indexer names them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const kebab = (s) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/[\s_/]+/g, '-').toLowerCase();

function walk(dir, acc = []) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, acc);
    else if (/\.stories\.(tsx?|jsx?|mdx)$/.test(name)) acc.push(p);
  }
  return acc;
}

export function collectStories(root) {
  const files = walk(root);
  const entries = {};
  for (const file of files) {
    const src = readFileSync(file, 'utf8');
    const title = (src.match(/title:\s*'([^']+)'/) || [])[1];
    if (!title) continue;
    for (const [, name] of src.matchAll(/^export const (\w+)/gm)) {
      const id = `${kebab(title)}--${kebab(name)}`;
      entries[id] = { id, title, name, importPath: `./${file}`, type: 'story' };
    }
  }
  return { files, entries };
}
