#!/usr/bin/env node
// Static docs build: docs/content/**/*.md -> public/**/*.html using docs/layout.html.
// Plugins (scripts/docs/plugins/<name>.js) can add to <head>, render a TOC, or write extra files.
const fs = require('fs');
const path = require('path');
const { render } = require('./lib/markdown');

const root = path.resolve(__dirname, '..', '..');
const site = JSON.parse(fs.readFileSync(path.join(root, 'docs/site.json'), 'utf8'));
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const plugins = site.plugins.map((name) => require(`./plugins/${name}`));
const outDir = path.join(root, site.out);
const layout = fs.readFileSync(path.join(root, site.layout), 'utf8');
const ctx = { root, site, pkg, outDir, pages: [] };

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.md') ? [path.join(dir, e.name)] : []);
}

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
fs.cpSync(path.join(root, site.static), outDir, { recursive: true });

const contentDir = path.join(root, site.content);
for (const file of walk(contentDir)) {
  const rel = path.relative(contentDir, file).replace(/\.md$/, '.html');
  const { html, headings } = render(fs.readFileSync(file, 'utf8'));
  const page = { rel, url: '/' + rel.replace(/(^|\/)index\.html$/, '$1'), title: (headings[0] || { text: site.title }).text, headings };
  const slots = { head: '', toc: '' };
  for (const p of plugins) {
    if (p.head) slots.head += p.head(page, ctx);
    if (p.toc) slots.toc += p.toc(page, ctx);
  }
  const doc = layout
    .replace(/\{\{title\}\}/g, page.title).replace(/\{\{site\}\}/g, site.title)
    .replace('{{head}}', slots.head).replace('{{toc}}', slots.toc).replace('{{content}}', html);
  fs.mkdirSync(path.dirname(path.join(outDir, rel)), { recursive: true });
  fs.writeFileSync(path.join(outDir, rel), doc);
  ctx.pages.push(page);
}
for (const p of plugins) if (p.done) p.done(ctx);
console.log(`built ${ctx.pages.length} pages into ${path.relative(process.cwd(), outDir) || outDir}/`);
