// manifest.json maps logical names to fingerprinted files (read by app.py).
const fs = require('fs');
const path = require('path');

module.exports = function manifest(ctx) {
  const m = Object.fromEntries(ctx.files.map((f) => [f.name, f.output]));
  fs.writeFileSync(path.join(ctx.outDir, 'manifest.json'), JSON.stringify(m, null, 2) + '\n');
};
