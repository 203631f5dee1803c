#!/usr/bin/env node
// Local preview check: renders every route of apps/web to static HTML in .preview/
// and verifies each page has a title and no unresolved placeholders.
import fs from 'node:fs';
import path from 'node:path';
const APP = path.resolve('apps/web/app');
const OUT = path.resolve('.preview');

function routes(dir, prefix = '') {
  const acc = [];
  for (const ent of fs.readdirSync(dir, { withFileTypes: true })) {
    if (ent.isDirectory()) acc.push(...routes(path.join(dir, ent.name), `${prefix}/${ent.name}`));
    else if (ent.name === 'page.tsx') acc.push({ route: prefix || '/', file: path.join(dir, ent.name) });
  }
  return acc;
}

function render({ route, file }) {
  const src = fs.readFileSync(file, 'utf8');
  const title = (src.match(/title:\s*['"]([^'"]+)['"]/) ?? [])[1];
  const text = [...src.matchAll(/>([^<>{}]+)</g)].map((m) => m[1].trim()).filter(Boolean);
  const problems = [];
  if (!title) problems.push('missing metadata.title');
  if (text.some((t) => /TODO|lorem ipsum/i.test(t))) problems.push('placeholder text');
  const html = `<!doctype html><html><head><title>${title ?? ''}</title></head><body>${text.map((t) => `<p>${t}</p>`).join('')}</body></html>\n`;
  const outFile = path.join(OUT, route, 'index.html');
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, html);
  return { route, title, problems };
}
fs.rmSync(OUT, { recursive: true, force: true });
const results = routes(APP).map(render);
fs.writeFileSync(path.join(OUT, 'manifest.json'), JSON.stringify({ builtAt: new Date().toISOString(), routes: results }, null, 2) + '\n');
for (const r of results) console.log(`${r.problems.length ? 'WARN' : ' ok '}  ${r.route.padEnd(12)} ${r.title ?? '-'}  ${r.problems.join(', ')}`);
console.log(`preview written to .preview/ (${results.length} routes)`);
