'use strict';
const fs = require('fs');

// Turn "## [Unreleased]" into "## [X.Y.Z] - date" and open a fresh Unreleased section.
module.exports = function changelog(version) {
  const file = 'CHANGELOG.md';
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes('## [Unreleased]')) throw new Error('CHANGELOG.md has no [Unreleased] section');
  const date = new Date().toISOString().slice(0, 10);
  const out = text.replace('## [Unreleased]', `## [Unreleased]\n\n## [${version}] - ${date}`);
  fs.writeFileSync(file, out);
  return [file];
};
