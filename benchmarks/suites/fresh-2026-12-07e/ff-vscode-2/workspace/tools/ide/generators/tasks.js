const fs = require('fs');
const path = require('path');

module.exports = function tasks(ctx) {
  const perPackage = ctx.packages.map((p) => ({
    label: `build: ${p.name}`,
    type: 'npm',
    script: 'build',
    path: p.dir,
    group: 'build',
    problemMatcher: [],
  }));
  const shared = (ctx.preset.tasks || []).map((t) => ({ problemMatcher: [], ...t }));
  const file = path.join(ctx.outDir, 'tasks.json');
  fs.writeFileSync(file, JSON.stringify({ version: '2.0.0', tasks: [...shared, ...perPackage] }, null, 2) + '\n');
  return file;
};
