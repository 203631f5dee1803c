#!/usr/bin/env node
// Concatenates the bundles listed in the config, then runs each plugin in order.
const fs = require('fs');
const path = require('path');

const i = process.argv.indexOf('--config');
const configPath = i > 0 ? process.argv[i + 1] : path.join(__dirname, 'assets.config.json');
const config = JSON.parse(fs.readFileSync(configPath, 'utf8'));
const root = process.cwd();

const ctx = {
  root,
  config,
  outDir: path.join(root, config.out),
  files: Object.entries(config.bundles).map(([name, parts]) => ({
    name,
    code: parts.map((p) => fs.readFileSync(path.join(root, config.src, p), 'utf8')).join('\n'),
  })),
};

(async () => {
  fs.rmSync(ctx.outDir, { recursive: true, force: true });
  fs.mkdirSync(ctx.outDir, { recursive: true });
  for (const name of config.plugins) {
    const plugin = require(path.join(__dirname, 'plugins', name + '.js'));
    await plugin(ctx);
  }
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
