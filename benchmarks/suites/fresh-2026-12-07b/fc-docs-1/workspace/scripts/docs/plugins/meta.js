// meta plugin: canonical URLs, analytics snippet, search config and public/build-info.txt.
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const { publicEnv } = require('../lib/env');

let envCache = null;
const env = (ctx) => (envCache = envCache || publicEnv(ctx.root));

function head(page, ctx) {
  const e = env(ctx);
  const parts = [];
  if (e.PUBLIC_SITE_URL) parts.push(`<link rel="canonical" href="${e.PUBLIC_SITE_URL.replace(/\/$/, '')}${page.url}">`);
  if (e.PUBLIC_ANALYTICS_ID) {
    parts.push(`<script async src="https://www.googletagmanager.com/gtag/js?id=${e.PUBLIC_ANALYTICS_ID}"></script>`);
  }
  if (e.PUBLIC_ALGOLIA_APP_ID && e.PUBLIC_ALGOLIA_SEARCH_KEY) {
    parts.push(`<meta name="docsearch" data-app="${e.PUBLIC_ALGOLIA_APP_ID}" data-key="${e.PUBLIC_ALGOLIA_SEARCH_KEY}">`);
  }
  return parts.join('\n');
}

function done(ctx) {
  let commit = 'unknown';
  try { commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ctx.root, encoding: 'utf8' }).trim(); } catch (e) {}
  const lines = [
    `# ${ctx.site.title} docs - build information`,
    `version=${ctx.pkg.version}`,
    `commit=${commit}`,
    `pages=${ctx.pages.length}`,
    ...Object.entries(env(ctx)).map(([k, v]) => `${k}=${v}`),
  ];
  fs.writeFileSync(path.join(ctx.outDir, 'build-info.txt'), lines.join('\n') + '\n');
}

module.exports = { head, done };
