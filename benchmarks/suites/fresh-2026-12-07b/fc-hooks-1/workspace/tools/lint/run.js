#!/usr/bin/env node
// Tiny house linter: no trailing whitespace, no tabs, no stray console.log in src/.
// usage: node tools/lint/run.js [--staged] [files...]
const fs = require('fs');
const { execFileSync } = require('child_process');

let files = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (process.argv.includes('--staged')) {
  const out = execFileSync('git', ['diff', '--cached', '--name-only', '--diff-filter=ACM'], { encoding: 'utf8' });
  files = out.split('\n').filter((f) => f.endsWith('.js'));
}
if (files.length === 0 && !process.argv.includes('--staged')) {
  files = fs.readdirSync('src').map((f) => `src/${f}`);
}

let problems = 0;
for (const file of files) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, i) => {
    const where = `${file}:${i + 1}`;
    if (/\s+$/.test(line)) { console.log(`${where}: trailing whitespace`); problems++; }
    if (/\t/.test(line)) { console.log(`${where}: tab character`); problems++; }
    if (file.startsWith('src/') && /console\.log\(/.test(line)) { console.log(`${where}: console.log in library code`); problems++; }
  });
}
if (problems) { console.log(`${problems} problem(s)`); process.exit(1); }
