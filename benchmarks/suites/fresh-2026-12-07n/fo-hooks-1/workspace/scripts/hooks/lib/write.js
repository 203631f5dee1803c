const fs = require('node:fs');
const path = require('node:path');
const { render } = require('./templates');

function writeHook(dir, name, commands, target) {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  if (fs.existsSync(file) && !fs.readFileSync(file, 'utf8').includes('managed by hooks:install')) {
    fs.renameSync(file, `${file}.orig`);
  }
  fs.writeFileSync(file, render(name, commands, target), { mode: 0o755 });
  return file;
}

module.exports = { writeHook };
