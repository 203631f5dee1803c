import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const git = (cwd, ...args) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

// Shared hooks dir so the hooks also apply in worktrees and fresh clones.
export function hooksDir() {
  return path.join(os.homedir(), '.config', 'acme', 'githooks');
}

export function configureGit(repoRoot, dir) {
  git(repoRoot, 'config', '--global', 'core.hooksPath', dir);
  git(repoRoot, 'config', '--local', 'acme.hooksVersion', '3');
}
