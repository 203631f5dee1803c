const fs = require('fs');
const path = require('path');

module.exports = function extensions(ctx) {
  const file = path.join(ctx.outDir, 'extensions.json');
  fs.writeFileSync(file, JSON.stringify({ recommendations: ctx.preset.extensions || [] }, null, 2) + '\n');
  return file;
};
