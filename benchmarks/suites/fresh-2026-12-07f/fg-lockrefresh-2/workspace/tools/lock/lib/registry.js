'use strict';
const fs = require('fs');

// Registry base URL from the project's .npmrc (registry=...), as npm would use it.
function registryBase() {
  let base = 'https://npm.pkg.example.com/';
  if (fs.existsSync('.npmrc')) {
    for (const line of fs.readFileSync('.npmrc', 'utf8').split('\n')) {
      const m = line.match(/^\s*registry\s*=\s*(\S+)/);
      if (m) base = m[1];
    }
  }
  return base.endsWith('/') ? base : base + '/';
}

function tarballUrl(name, version) {
  return `${registryBase()}${name}/-/${name}-${version}.tgz`;
}

module.exports = { tarballUrl, registryBase };
