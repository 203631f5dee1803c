#!/usr/bin/env node
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';

const [hook, arg] = process.argv.slice(2);
if (hook === 'commit-msg') {
  const msg = fs.readFileSync(arg, 'utf8').split('\n')[0];
  if (!/^(feat|fix|chore|docs|refactor|test|build|ci)(\([\w-]+\))?!?: .+/.test(msg)) {
    console.error('commit message must follow Conventional Commits, e.g. "fix(web): handle empty cart"');
    process.exit(1);
  }
} else if (hook === 'pre-commit') {
  const staged = execFileSync('git', ['diff', '--cached', '--name-only', '--diff-filter=ACM'], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.(ts|tsx|mjs|js)$/.test(f));
  if (staged.length) execFileSync('npx', ['eslint', '--max-warnings', '0', ...staged], { stdio: 'inherit' });
}
