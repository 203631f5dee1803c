// Keep the manifests consistent with the listing: review flags a homepage mismatch, and
// enterprise installs should fetch updates from the same CDN that serves listing assets.
const fs = require('fs');
const path = require('path');

const ASSET_CDN = 'https://glimpse-assets.example.com/ext';

function syncManifests(root, cfg) {
  for (const file of ['manifest.json', 'manifest.enterprise.json']) {
    const p = path.join(root, file);
    if (!fs.existsSync(p)) continue;
    const m = JSON.parse(fs.readFileSync(p, 'utf8'));
    let changed = false;
    if (m.homepage_url !== cfg.homepage) { m.homepage_url = cfg.homepage; changed = true; }
    if (m.update_url && !m.update_url.startsWith(ASSET_CDN)) { m.update_url = `${ASSET_CDN}/updates.xml`; changed = true; }
    if (changed) fs.writeFileSync(p, JSON.stringify(m, null, 2) + '\n');
  }
}

module.exports = { syncManifests };
