const fs = require('node:fs');
const path = require('node:path');

const DEFAULTS = { hooks: {}, shell: '/bin/sh' };

function loadConfig(root) {
  const file = path.join(root, '.hooksrc.json');
  const cfg = { ...DEFAULTS, ...JSON.parse(fs.readFileSync(file, 'utf8')) };
  for (const [name, cmds] of Object.entries(cfg.hooks)) {
    if (!/^(pre-commit|commit-msg|pre-push|post-checkout|post-merge)$/.test(name)) {
      throw new Error(`.hooksrc.json: unsupported hook ${name}`);
    }
    cfg.hooks[name] = [].concat(cmds);
  }
  return cfg;
}

module.exports = { loadConfig };
