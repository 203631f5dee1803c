#!/usr/bin/env node
// Static Storybook build used for design review (storybook-static/ is uploaded by CI to the review bucket).
import { mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { prepare } from './lib/prepare.mjs';
import { collectStories } from './lib/stories.mjs';

const outIdx = process.argv.indexOf('--out');
const out = outIdx > 0 ? process.argv[outIdx + 1] : 'storybook-static';

const ctx = await prepare({ root: process.cwd() });
const { files, entries } = collectStories('src');

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'index.json'), JSON.stringify({ v: 5, entries }, null, 2));
writeFileSync(
  join(out, 'index.html'),
  `<!doctype html><html><head><meta charset="utf-8"><title>Acme UI - Storybook</title></head>` +
    `<body><div id="storybook-root"></div><script type="module" src="./sb-manager/runtime.js"></script></body></html>\n`,
);
writeFileSync(join(out, 'project.json'), JSON.stringify({ builder: '@storybook/builder-vite', cache: ctx.cacheDir }));
console.log(`storybook: ${Object.keys(entries).length} stories from ${files.length} files -> ${out}/`);
