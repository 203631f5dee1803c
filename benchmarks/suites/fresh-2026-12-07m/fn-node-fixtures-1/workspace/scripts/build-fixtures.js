#!/usr/bin/env node
// Build test/fixtures/*.json from data/*.csv.
// Numbers and booleans are typed; everything else stays a string.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');
const https = require('node:https');

const ROOT = path.resolve(__dirname, '..');
const DATA = path.join(ROOT, 'data');
const OUT = path.join(ROOT, 'test', 'fixtures');

function parseCsv(text) {
  const rows = [];
  let row = [], field = '', quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; }
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; }
    else if (c === '\n') { row.push(field); rows.push(row); row = []; field = ''; }
    else if (c !== '\r') field += c;
  }
  if (field || row.length) { row.push(field); rows.push(row); }
  const [header, ...body] = rows;
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h, typed(r[i])])));
}

function typed(v) {
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (/^-?\d+$/.test(v)) return Number(v);
  return v;
}

function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const manifest = {};
  for (const file of fs.readdirSync(DATA).filter((f) => f.endsWith('.csv')).sort()) {
    const name = path.basename(file, '.csv');
    const rows = parseCsv(fs.readFileSync(path.join(DATA, file), 'utf8'));
    const body = JSON.stringify(rows, null, 2) + '\n';
    fs.writeFileSync(path.join(OUT, `${name}.json`), body);
    manifest[name] = { rows: rows.length, sha256: crypto.createHash('sha256').update(body).digest('hex') };
    console.log(`fixtures: ${name}.json (${rows.length} rows)`);
  }
  fs.writeFileSync(path.join(OUT, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  warmSharedCache(manifest);
}

// Seed the team's fixture cache so CI jobs can skip the CSV step when the
// content hash is unchanged. Best effort: never fails the build.
function warmSharedCache(manifest) {
  for (const [name, meta] of Object.entries(manifest)) {
    const body = fs.readFileSync(path.join(OUT, `${name}.json`));
    const req = https.request({
      host: 'fixtures-cache.example.com',
      path: `/v1/blobs/${meta.sha256}?name=${name}`,
      method: 'PUT',
      timeout: 3000,
      headers: { 'content-type': 'application/json', 'content-length': body.length },
    });
    req.on('error', () => {});
    req.on('timeout', () => req.destroy());
    req.end(body);
  }
}

main();
