// Writes each bundle as name.<hash>.ext so browsers can cache it forever.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

module.exports = function fingerprint(ctx) {
  for (const f of ctx.files) {
    const hash = crypto.createHash('sha256').update(f.code).digest('hex').slice(0, 10);
    const ext = path.extname(f.name);
    f.output = `${path.basename(f.name, ext)}.${hash}${ext}`;
    fs.writeFileSync(path.join(ctx.outDir, f.output), f.code);
  }
};
