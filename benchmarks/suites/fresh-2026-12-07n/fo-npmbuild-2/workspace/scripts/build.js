#!/usr/bin/env node
// Render content/*.md into dist/ (no dependencies, runs offline).
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const src = path.join(root, 'content');
const out = path.join(root, 'dist');
const pkg = require(path.join(root, 'package.json'));

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const inline = (s) => esc(s).replace(/`([^`]+)`/g, '<code>$1</code>');

function markdown(text) {
  const html = [];
  let list = null;
  let code = null;
  let para = [];
  const flush = () => {
    if (para.length) html.push(`<p>${inline(para.join(' '))}</p>`);
    para = [];
    if (list) html.push(`</${list}>`);
    list = null;
  };
  for (const line of text.split('\n')) {
    if (code !== null) {
      if (line.startsWith('```')) { html.push(`<pre><code>${esc(code.join('\n'))}</code></pre>`); code = null; }
      else code.push(line);
      continue;
    }
    let m;
    if (line.startsWith('```')) { flush(); code = []; }
    else if ((m = /^(#{1,3}) (.*)/.exec(line))) { flush(); html.push(`<h${m[1].length}>${inline(m[2])}</h${m[1].length}>`); }
    else if ((m = /^(?:(-)|\d+\.) (.*)/.exec(line))) {
      const kind = m[1] ? 'ul' : 'ol';
      if (list !== kind) { flush(); html.push(`<${kind}>`); list = kind; }
      html.push(`<li>${inline(m[2])}</li>`);
    } else if (!line.trim()) flush();
    else para.push(line.trim());
  }
  flush();
  return html.join('\n');
}

const page = (title, body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<link rel="stylesheet" href="style.css"></head>
<body>
${body}
<footer>${esc(pkg.name)} ${esc(pkg.version)}</footer>
</body></html>
`;

function build() {
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  const notes = [];
  for (const file of fs.readdirSync(src).filter((f) => f.endsWith('.md')).sort()) {
    const text = fs.readFileSync(path.join(src, file), 'utf8');
    const title = (/^# (.*)/m.exec(text) || [, file])[1];
    const slug = file.replace(/\.md$/, '');
    fs.writeFileSync(path.join(out, `${slug}.html`), page(title, markdown(text)));
    notes.push({ slug, title });
  }
  const index = `<h1>Notes</h1>\n<ul>\n${notes.map((n) => `<li><a href="${n.slug}.html">${esc(n.title)}</a></li>`).join('\n')}\n</ul>`;
  fs.writeFileSync(path.join(out, 'index.html'), page('Notes', index));
  fs.copyFileSync(path.join(root, 'static', 'style.css'), path.join(out, 'style.css'));
  return notes;
}

const t0 = Date.now();
const notes = build();
console.log(`built ${notes.length} notes into dist/ in ${Date.now() - t0} ms`);
