#!/usr/bin/env node
// Runs the collectors listed in the config and writes one plain-text bundle.
const fs = require('fs');
const path = require('path');

function arg(name, dflt) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : dflt;
}

const configPath = arg('--config', path.join(__dirname, 'collectors.json'));
const out = arg('--out', 'support/bundle.txt');
const config = JSON.parse(fs.readFileSync(configPath, 'utf8'));
const ctx = { root: process.cwd(), options: config.options || {} };

const sections = [];
for (const name of config.collectors) {
  const collector = require(path.join(__dirname, 'collectors', name + '.js'));
  let body;
  try {
    body = collector.collect(ctx);
  } catch (e) {
    body = `(collector failed: ${e.message})`;
  }
  sections.push(`==== ${collector.title} ====\n${body.trimEnd()}\n`);
}
fs.writeFileSync(out, sections.join('\n'));
console.log(`${config.collectors.length} sections -> ${out}`);
