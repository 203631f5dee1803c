// Warn when a manifest's homepage_url disagrees with the listing (review flags it).
const fs = require('fs');
const path = require('path');

function syncManifests(root, cfg) {
  for (const file of ['manifest.json', 'manifest.enterprise.json']) {
    const p = path.join(root, file);
    if (!fs.existsSync(p)) continue;
    const m = JSON.parse(fs.readFileSync(p, 'utf8'));
    if (m.homepage_url && m.homepage_url !== cfg.homepage) {
      console.warn(`warning: ${file} homepage_url ${m.homepage_url} != listing homepage ${cfg.homepage}`);
    }
  }
}

module.exports = { syncManifests };
