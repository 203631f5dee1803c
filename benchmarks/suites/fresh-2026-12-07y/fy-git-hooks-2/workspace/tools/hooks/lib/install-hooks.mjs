import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hooksDir, configureGit } from './git.mjs';

const TEMPLATES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'templates');

export function installHooks(repoRoot) {
  const dir = hooksDir(repoRoot);
  fs.mkdirSync(dir, { recursive: true });
  const names = fs.readdirSync(TEMPLATES);
  for (const name of names) {
    const body = fs.readFileSync(path.join(TEMPLATES, name), 'utf8').replaceAll('__REPO_ROOT__', repoRoot);
    const target = path.join(dir, name);
    fs.writeFileSync(target, body);
    fs.chmodSync(target, 0o755);
  }
  configureGit(repoRoot, dir);
  return names;
}
