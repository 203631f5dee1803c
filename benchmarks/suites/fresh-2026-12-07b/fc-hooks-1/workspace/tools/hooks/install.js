#!/usr/bin/env node
// Renders tools/hooks/templates/* for every hook in hooks.json and writes them where git looks for hooks.
const fs = require('fs');
const path = require('path');
const { hookTargets } = require('./lib/targets');

const cfg = JSON.parse(fs.readFileSync(path.join(__dirname, 'hooks.json'), 'utf8'));

function render(tmpl, vars) {
  return tmpl.replace(/\{\{(\w+)\}\}/g, (_, k) => (vars[k] === undefined ? '' : vars[k]));
}

for (const [name, hook] of Object.entries(cfg)) {
  const tmpl = fs.readFileSync(path.join(__dirname, 'templates', hook.template), 'utf8');
  for (const target of hookTargets()) {
    fs.mkdirSync(target.dir, { recursive: true });
    const dest = path.join(target.dir, name);
    if (fs.existsSync(dest) && !fs.readFileSync(dest, 'utf8').includes('installed by tools/hooks/install.js')) {
      fs.renameSync(dest, `${dest}.local`);
      console.log(`kept your existing ${name} hook as ${dest}.local`);
    }
    const body = render(tmpl, { name, run: hook.run, prelude: target.prelude || '' })
      .replace(/\n{3,}/g, '\n\n');
    fs.writeFileSync(dest, body, { mode: 0o755 });
    fs.chmodSync(dest, 0o755);
    if (!target.quiet) console.log(`installed ${name} -> ${path.relative(process.cwd(), dest) || dest}`);
  }
}
