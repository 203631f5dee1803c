// Prints bundle sizes and keeps them in build-report.json for comparing builds.
const fs = require('fs');
const path = require('path');

module.exports = function report(ctx) {
  const rows = ctx.files.map((f) => ({ file: f.output, bytes: Buffer.byteLength(f.code) }));
  for (const r of rows) console.log(`${r.file.padEnd(28)} ${String(r.bytes).padStart(7)} B`);
  fs.writeFileSync(
    path.join(ctx.outDir, 'build-report.json'),
    JSON.stringify({ bundles: rows }, null, 2) + '\n',
  );
};
