#!/usr/bin/env node
// changelog.js --since TAG --file CHANGELOG.md
// Prepends an "Unreleased" section built from conventional commit subjects.
'use strict';
const { execFileSync } = require('child_process');
const fs = require('fs');

function arg(name, dflt) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : dflt;
}

const SECTIONS = { feat: 'Features', fix: 'Bug fixes', perf: 'Performance' };

function collect(since) {
  const out = execFileSync('git', ['log', '--no-merges', '--pretty=%s', `${since}..HEAD`], { encoding: 'utf8' });
  const groups = {};
  for (const subject of out.split('\n').filter(Boolean)) {
    const m = /^(\w+)(?:\(([^)]+)\))?!?:\s*(.+)$/.exec(subject);
    if (!m || !SECTIONS[m[1]]) continue;
    (groups[SECTIONS[m[1]]] ||= []).push(m[2] ? `**${m[2]}:** ${m[3]}` : m[3]);
  }
  return groups;
}

function render(groups, since) {
  let s = `## Unreleased (since ${since})\n\n`;
  for (const title of Object.values(SECTIONS)) {
    if (!groups[title]) continue;
    s += `### ${title}\n\n` + groups[title].map((l) => `- ${l}`).join('\n') + '\n\n';
  }
  return s;
}

function writeChangelog(file, section) {
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Changelog\n\n';
  const at = old.indexOf('\n## ');
  const next = at >= 0 ? old.slice(0, at + 1) + section + old.slice(at + 1) : old + section;
  fs.writeFileSync(file, next);
}

const since = arg('--since');
const file = arg('--file', 'CHANGELOG.md');
if (!since) { console.error('usage: changelog.js --since TAG [--file F]'); process.exit(2); }
const groups = collect(since);
writeChangelog(file, render(groups, since));
console.log(`${file}: ${Object.values(groups).flat().length} entries since ${since}`);
