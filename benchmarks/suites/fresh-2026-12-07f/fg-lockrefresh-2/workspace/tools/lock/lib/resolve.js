'use strict';
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const { tarballUrl } = require('./registry');

// Resolve NAME@VERSION against the vendored tarball: integrity is computed from the
// exact bytes we ship, the resolved URL points at the same file on our registry.
function resolveDependency(name, version) {
  const file = path.join('vendor', `${name}-${version}.tgz`);
  if (!fs.existsSync(file)) {
    throw new Error(`${file} missing: drop the tarball into vendor/ first`);
  }
  const digest = crypto.createHash('sha512').update(fs.readFileSync(file)).digest('base64');
  return { version, resolved: tarballUrl(name, version), integrity: `sha512-${digest}` };
}

module.exports = { resolveDependency };
