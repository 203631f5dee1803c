#!/usr/bin/env node
// Removes Vite / SvelteKit caches and build output. node_modules itself is kept.
import { rmSync, existsSync } from 'node:fs';

const targets = ['node_modules/.vite', 'node_modules/.vite-temp', '.svelte-kit', 'build', 'dist'];

let removed = 0;
for (const target of targets) {
  if (!existsSync(target)) continue;
  rmSync(target, { recursive: true, force: true });
  console.log(`removed ${target}`);
  removed++;
}
console.log(removed ? 'clean: done - next `npm run dev` re-optimizes deps' : 'clean: nothing to remove');
