#!/usr/bin/env node
'use strict';
// logtool: housekeeping for the dev server's logs.
//   node tools/logtool/index.js prune|stats [--config logtool.json] [--dry-run]
const fs = require('fs');
const path = require('path');
const { prune, stats } = require('./prune');

function parseArgs(argv) {
  const args = { cmd: argv[0], config: 'logtool.json', dryRun: false };
  for (let i = 1; i < argv.length; i++) {
    if (argv[i] === '--config') args.config = argv[++i];
    else if (argv[i] === '--dry-run') args.dryRun = true;
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  return args;
}

function loadConfig(file) {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  const base = path.dirname(path.resolve(file));
  return {
    root: path.resolve(base, raw.log_dir || 'logs'),
    maxAgeDays: Number(raw.max_age_days ?? 14),
    keepCurrent: raw.keep_current !== false,
  };
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const cfg = loadConfig(args.config);
  if (!fs.existsSync(cfg.root)) {
    console.log(`logtool: ${cfg.root} does not exist, nothing to do`);
    return;
  }
  if (args.cmd === 'prune') {
    const r = prune(cfg.root, { ...cfg, dryRun: args.dryRun });
    console.log(`logtool: ${r.files} file(s) older than ${cfg.maxAgeDays} days, ${(r.bytes / 1024).toFixed(1)} KiB`);
  } else if (args.cmd === 'stats') {
    console.log(JSON.stringify(stats(cfg.root), null, 2));
  } else {
    console.error('usage: index.js prune|stats [--config FILE] [--dry-run]');
    process.exit(2);
  }
}

main();
