const fs = require('fs');
const path = require('path');

module.exports = function launch(ctx) {
  const configurations = ctx.packages.map((p) => ({
    type: 'node',
    request: 'launch',
    name: `debug ${p.name}`,
    cwd: '${workspaceFolder}/' + p.dir,
    program: '${workspaceFolder}/' + p.dir + '/' + p.main,
    skipFiles: ['<node_internals>/**'],
    envFile: '${workspaceFolder}/' + p.dir + '/.env.local',
  }));
  const file = path.join(ctx.outDir, 'launch.json');
  fs.writeFileSync(file, JSON.stringify({ version: '0.2.0', configurations }, null, 2) + '\n');
  return file;
};
