const fs = require('fs');
const path = require('path');
const { mdToPlain } = require('./lib/markdown');
const { syncManifests } = require('./lib/manifest-sync');

const root = process.argv[2] || process.cwd();
const cfg = JSON.parse(fs.readFileSync(path.join(root, 'store/listing.config.json'), 'utf8'));
const outDir = path.join(root, 'store/out');
fs.mkdirSync(outDir, { recursive: true });

for (const loc of cfg.locales) {
  const dir = path.join(root, 'store/listing', loc);
  const summary = fs.readFileSync(path.join(dir, 'short.txt'), 'utf8').trim();
  const description = mdToPlain(fs.readFileSync(path.join(dir, 'description.md'), 'utf8'));
  if (summary.length > 132) throw new Error(`${loc}: short description is ${summary.length} chars (max 132)`);
  if (description.length > 16000) throw new Error(`${loc}: description too long`);
  const out = {
    locale: loc, title: cfg.title, summary, description,
    category: cfg.category, homepage_url: cfg.homepage, support_url: cfg.support,
  };
  fs.writeFileSync(path.join(outDir, `listing-${loc}.json`), JSON.stringify(out, null, 2) + '\n');
  console.log(`store/out/listing-${loc}.json  (${description.length} chars)`);
}

syncManifests(root, cfg);
