const fs = require('fs');
const path = require('path');
exports.title = 'logs (tail)';
exports.collect = (ctx) => {
  const lines = fs.readFileSync(path.join(ctx.root, 'logs', 'app.log'), 'utf8').trimEnd().split('\n');
  return lines.slice(-(ctx.options.logLines || 40)).join('\n');
};
