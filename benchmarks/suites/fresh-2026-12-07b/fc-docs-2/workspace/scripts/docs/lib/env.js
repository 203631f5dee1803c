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

// Only PUBLIC_* variables may end up in the published site.
function publicEnv(root) {
  return Object.fromEntries(Object.entries(loadEnv(root)).filter(([k]) => k.startsWith('PUBLIC_')).sort());
}

module.exports = { loadEnv, publicEnv };
