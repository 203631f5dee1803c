const fs = require('fs');
const path = require('path');

// Workspace settings only: they live in the repo and apply to this folder alone.
module.exports = function settings(ctx) {
  const file = path.join(ctx.outDir, 'settings.json');
  fs.writeFileSync(file, JSON.stringify(ctx.preset.workspaceSettings || {}, null, 2) + '\n');
  return file;
};
