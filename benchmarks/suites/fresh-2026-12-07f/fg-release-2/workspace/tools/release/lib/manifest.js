'use strict';
const fs = require('fs');

// Read / write package.json keeping 2-space indentation and a trailing newline.
function read(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function normalize(pkg) {
  // keep "files" sorted so diffs stay stable
  if (Array.isArray(pkg.files)) pkg.files = [...new Set(pkg.files)].sort();
  return pkg;
}

function write(file, pkg) {
  fs.writeFileSync(file, JSON.stringify(normalize(pkg), null, 2) + '\n');
}

module.exports = { read, write, normalize };
