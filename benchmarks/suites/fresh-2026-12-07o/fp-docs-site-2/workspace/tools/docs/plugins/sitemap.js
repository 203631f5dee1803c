'use strict';
const fs = require('fs');
const path = require('path');

// Writes sitemap.xml and robots.txt for the built site.
async function done(pages, config, outDir) {
  const today = new Date().toISOString().slice(0, 10);
  const urls = pages
    .map((p) => `  <url><loc>${new URL(p.outRel, config.baseUrl).href}</loc><lastmod>${today}</lastmod></url>`)
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
  fs.writeFileSync(path.join(outDir, 'sitemap.xml'), xml);
  fs.writeFileSync(path.join(outDir, 'robots.txt'), `User-agent: *\nSitemap: ${new URL('sitemap.xml', config.baseUrl).href}\n`);
  console.log(`  sitemap: ${pages.length} urls`);
}

module.exports = { done };
