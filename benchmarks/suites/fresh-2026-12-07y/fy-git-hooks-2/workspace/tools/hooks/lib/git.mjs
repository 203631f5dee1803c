import path from 'node:path';
import { execFileSync } from 'node:child_process';

const git = (cwd, ...args) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

// Where git looks for hooks in this clone (.git/hooks, or the worktree's common dir).
export function hooksDir(repoRoot) {
  return path.resolve(repoRoot, git(repoRoot, 'rev-parse', '--git-common-dir'), 'hooks');
}

export function configureGit(repoRoot) {
  // record the installed hook version so `npm run hooks:install` can detect stale hooks
  git(repoRoot, 'config', '--local', 'acme.hooksVersion', '3');
}
