const fs = require('fs');
const os = require('os');
const path = require('path');

// Workspace settings live in the repo. A few editor behaviours can only be set
// per user, so the preset's userSettings are merged into the user's settings.json.
function userSettingsFile() {
  const base = process.platform === 'darwin'
    ? path.join(os.homedir(), 'Library', 'Application Support')
    : process.env.XDG_CONFIG_HOME || path.join(os.homedir(), '.config');
  return path.join(base, 'Code', 'User', 'settings.json');
}

module.exports = function settings(ctx) {
  const file = path.join(ctx.outDir, 'settings.json');
  fs.writeFileSync(file, JSON.stringify(ctx.preset.workspaceSettings || {}, null, 2) + '\n');
  const extra = ctx.preset.userSettings || {};
  if (Object.keys(extra).length) {
    const uf = userSettingsFile();
    let current = {};
    try { current = JSON.parse(fs.readFileSync(uf, 'utf8')); } catch { /* new file */ }
    fs.mkdirSync(path.dirname(uf), { recursive: true });
    fs.writeFileSync(uf, JSON.stringify({ ...current, ...extra }, null, 4) + '\n');
  }
  return file;
};
