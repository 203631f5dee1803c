// minimal lint: no trailing whitespace, no console.log left in src/
const fs = require('node:fs');
const path = require('node:path');

let bad = 0;
function walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p);
    else if (p.endsWith('.js')) {
      fs.readFileSync(p, 'utf8').split('\n').forEach((line, i) => {
        if (/\s+$/.test(line)) { console.error(`${p}:${i + 1}: trailing whitespace`); bad++; }
        if (/console\.log\(/.test(line)) { console.error(`${p}:${i + 1}: console.log`); bad++; }
      });
    }
  }
}
walk(process.argv[2] || 'src');
process.exit(bad ? 1 : 0);
