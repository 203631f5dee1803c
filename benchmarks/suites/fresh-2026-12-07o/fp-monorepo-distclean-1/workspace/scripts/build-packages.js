// Copy each package's src/ to dist/ and stamp a build manifest (stand-in for the bundler).
const fs = require('fs');
const path = require('path');
for (const pkg of process.argv.slice(2)) {
  const src = path.join(pkg, 'src');
  const dist = path.join(pkg, 'dist');
  fs.mkdirSync(dist, { recursive: true });
  for (const f of fs.readdirSync(src)) fs.copyFileSync(path.join(src, f), path.join(dist, f));
  fs.writeFileSync(path.join(dist, 'manifest.json'), JSON.stringify({ pkg, built: new Date().toISOString() }) + '\n');
  console.log(`built ${dist}`);
}
