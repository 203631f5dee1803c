#!/usr/bin/env node
// Bundle size report from the rollup stats that `vite build` writes to dist/stats.json.
import { readFileSync } from 'node:fs';
import { report } from './report.mjs';

const statsPath = process.argv[2] ?? 'dist/stats.json';
const config = JSON.parse(readFileSync('analyze.config.json', 'utf8'));
const stats = JSON.parse(readFileSync(statsPath, 'utf8'));

const chunks = stats.chunks
  .map((c) => ({ file: c.file, size: c.size, gzip: c.gzip, modules: [...c.modules].sort((a, b) => b.size - a.size) }))
  .sort((a, b) => b.size - a.size);

await report({ builtAt: stats.builtAt, chunks }, config);
