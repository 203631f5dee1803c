#!/usr/bin/env node
// Installs the repo's git hooks (pre-commit: lint staged files, commit-msg: conventional commits).
import { installHooks } from './lib/install-hooks.mjs';

const installed = installHooks(process.cwd());
console.log(`git hooks installed: ${installed.join(', ')}`);
