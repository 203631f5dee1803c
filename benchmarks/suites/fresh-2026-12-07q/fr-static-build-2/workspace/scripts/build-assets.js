// Bundle public/css/*.css and public/js/*.js into public/dist (naive minify).
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'public', 'dist');
fs.mkdirSync(dist, { recursive: true });

function bundle(dir, ext, out) {
  const src = path.join(root, 'public', dir);
  const files = fs.readdirSync(src).filter((f) => f.endsWith(ext)).sort();
  let code = files.map((f) => fs.readFileSync(path.join(src, f), 'utf8')).join('\n');
  code = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\n\s+/g, '\n').replace(/\n+/g, '\n');
  fs.writeFileSync(path.join(dist, out), code);
  return { out, files: files.length, bytes: code.length };
}

const stats = [bundle('css', '.css', 'app.min.css'), bundle('js', '.js', 'app.min.js')];
for (const s of stats) console.log(`dist/${s.out}: ${s.files} files, ${s.bytes} bytes`);
