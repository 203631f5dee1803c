#!/usr/bin/env node
'use strict';
const notes = require('../lib/notes');

const COMMANDS = {
  new: (args) => console.log(notes.create(args.join(' '))),
  list: () => notes.list().forEach((n) => console.log(n)),
  sync: () => console.log(notes.sync()),
  search: (args) => notes.search(args[0] || '').forEach((n) => console.log(n)),
};

const [cmd, ...rest] = process.argv.slice(2);
if (!COMMANDS[cmd]) {
  console.error(`usage: notekit <${Object.keys(COMMANDS).join('|')}> [args]`);
  process.exit(2);
}
COMMANDS[cmd](rest);
