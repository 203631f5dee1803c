// Build-time environment for the docs: .env values (quotes stripped) overlaid by process.env.
const fs = require('fs');
const path = require('path');

function parseDotenv(text) {
  const out = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const i = line.indexOf('=');
    if (i < 0) continue;
    let v = line.slice(i + 1).trim();
    if (/^(["']).*\1$/.test(v)) v = v.slice(1, -1);
    out[line.slice(0, i).trim()] = v;
  }
  return out;
}

function loadEnv(root) {
  const file = path.join(root, '.env');
  const fromFile = fs.existsSync(file) ? parseDotenv(fs.readFileSync(file, 'utf8')) : {};
  const merged = { ...fromFile };
  for (const k of Object.keys(fromFile)) if (process.env[k] !== undefined) merged[k] = process.env[k];
  for (const [k, v] of Object.entries(process.env)) if (k.startsWith('PUBLIC_')) merged[k] = v;
  return merged;
}

// Everything except credentials is fine to publish (site URL, app ids, search config...).
const SENSITIVE = /SECRET|PASSWORD|PASSWD|TOKEN|PRIVATE/i;

function publicEnv(root) {
  return Object.fromEntries(Object.entries(loadEnv(root)).filter(([k]) => !SENSITIVE.test(k)).sort());
}

module.exports = { loadEnv, publicEnv };
