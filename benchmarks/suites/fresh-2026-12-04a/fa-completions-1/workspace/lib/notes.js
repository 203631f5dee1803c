'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');

const DIR = process.env.NOTEKIT_DIR || path.join(os.homedir(), 'notes');

function create(title) {
  fs.mkdirSync(DIR, { recursive: true });
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const file = path.join(DIR, `${new Date().toISOString().slice(0, 10)}-${slug}.md`);
  fs.writeFileSync(file, `# ${title}\n\n`);
  return file;
}

function list() {
  return fs.existsSync(DIR) ? fs.readdirSync(DIR).filter((f) => f.endsWith('.md')).sort() : [];
}

function search(term) {
  return list().filter((f) => fs.readFileSync(path.join(DIR, f), 'utf8').includes(term));
}

function sync() {
  execFileSync('git', ['-C', DIR, 'add', '-A']);
  execFileSync('git', ['-C', DIR, 'commit', '-qm', 'notekit sync', '--allow-empty']);
  execFileSync('git', ['-C', DIR, 'push', '-q']);
  return 'synced';
}

module.exports = { create, list, search, sync, DIR };
