'use strict';
const fs = require('fs');
const path = require('path');

const DAY = 24 * 3600 * 1000;

// files still being written to by the server: app.log, access.log, ...
const isCurrent = (name) => /\.log$/.test(name);

function* walk(dir) {
  for (const ent of fs.readdirSync(dir, { withFileTypes: true })) {
    if (ent.name.startsWith('.') || ent.name === 'node_modules') continue;
    const p = path.join(dir, ent.name);
    if (ent.isDirectory()) yield* walk(p);
    else if (ent.isFile()) yield p;
  }
}

function removeEmptyDirs(dir, isRoot = true) {
  for (const ent of fs.readdirSync(dir, { withFileTypes: true })) {
    if (ent.isDirectory() && !ent.name.startsWith('.')) removeEmptyDirs(path.join(dir, ent.name), false);
  }
  if (!isRoot && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
}

// Everything under the log directory is a log (rotated names vary: app.log.1,
// app.log.2.gz, access-20261020.log.gz); delete what is older than maxAgeDays.
function prune(root, { maxAgeDays, keepCurrent, dryRun }) {
  const cutoff = Date.now() - maxAgeDays * DAY;
  let files = 0;
  let bytes = 0;
  for (const p of [...walk(root)]) {
    if (keepCurrent && isCurrent(path.basename(p))) continue;
    const st = fs.statSync(p);
    if (st.mtimeMs >= cutoff) continue;
    files += 1;
    bytes += st.size;
    if (!dryRun) fs.unlinkSync(p);
    console.log(`${dryRun ? 'would remove' : 'removed'} ${path.relative(process.cwd(), p)}`);
  }
  if (!dryRun) removeEmptyDirs(root);
  return { files, bytes };
}

function stats(root) {
  const out = { files: 0, bytes: 0 };
  for (const p of walk(root)) {
    out.files += 1;
    out.bytes += fs.statSync(p).size;
  }
  return out;
}

module.exports = { prune, stats };
