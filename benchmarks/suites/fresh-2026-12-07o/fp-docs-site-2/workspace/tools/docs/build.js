#!/usr/bin/env node
// Static docs builder: markdown in docs/ -> html in site/.
'use strict';
const fs = require('fs');
const path = require('path');
const { renderPage } = require('./render');
const { loadPlugins } = require('./plugins');

function parseArgs(argv) {
  const args = { config: 'docs.config.json', out: 'site' };
  for (let i = 2; i < argv.length; i++) {
    if (argv[i] === '--config') args.config = argv[++i];
    else if (argv[i] === '--out') args.out = argv[++i];
  }
  return args;
}

async function main() {
  const args = parseArgs(process.argv);
  const config = JSON.parse(fs.readFileSync(args.config, 'utf8'));
  const plugins = loadPlugins(config.plugins || []);
  const pages = [];
  for (const rel of config.nav) {
    const src = path.join(config.source, rel);
    const md = fs.readFileSync(src, 'utf8');
    const outRel = rel.replace(/\.md$/, '.html');
    let page = { rel, outRel, md, title: (md.match(/^#\s+(.*)$/m) || [, rel])[1] };
    for (const p of plugins) if (p.page) page = p.page(page, config) || page;
    pages.push(page);
  }
  for (const page of pages) {
    const html = renderPage(page, pages, config);
    const dest = path.join(args.out, page.outRel);
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    fs.writeFileSync(dest, html);
    console.log(`  wrote ${dest}`);
  }
  for (const p of plugins) if (p.done) await p.done(pages, config, args.out);
  console.log(`built ${pages.length} pages into ${args.out}/`);
}

main().catch((err) => { console.error(err); process.exit(1); });
