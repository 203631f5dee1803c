const fs = require('fs');
const path = require('path');
exports.title = 'package';
exports.collect = (ctx) => {
  const pkg = JSON.parse(fs.readFileSync(path.join(ctx.root, 'package.json'), 'utf8'));
  const deps = Object.entries(pkg.dependencies || {}).map(([k, v]) => `  ${k} ${v}`);
  return [`${pkg.name}@${pkg.version}`, 'dependencies:', ...(deps.length ? deps : ['  (none)'])].join('\n');
};
