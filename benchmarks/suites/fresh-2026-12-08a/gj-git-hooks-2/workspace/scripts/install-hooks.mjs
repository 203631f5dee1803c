#!/usr/bin/env node
// Installs a pre-commit hook that runs lint-staged (husky is overkill for this repo).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync, chmodSync } from 'node:fs';
import { join } from 'node:path';

const gitDir = execFileSync('git', ['rev-parse', '--git-dir'], { encoding: 'utf8' }).trim();
const hooksDir = join(gitDir, 'hooks');
const hook = [
  '#!/bin/sh',
  '# installed by scripts/install-hooks.mjs',
  'exec npx --no-install lint-staged',
  '',
].join('\n');

mkdirSync(hooksDir, { recursive: true });
writeFileSync(join(hooksDir, 'pre-commit'), hook);
chmodSync(join(hooksDir, 'pre-commit'), 0o755);
console.log(`pre-commit hook installed: ${join(hooksDir, 'pre-commit')}`);
