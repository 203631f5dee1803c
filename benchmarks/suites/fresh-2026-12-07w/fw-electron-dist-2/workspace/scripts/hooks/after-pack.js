// afterPack: add the freedesktop metadata (desktop entry + icon) to Linux builds.
'use strict';
const fs = require('fs');
const path = require('path');

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
    `Exec=${appInfo.name} %U`,
    `Icon=${appInfo.name}`,
    `X-AppImage-Version=${appInfo.version}`,
    `Categories=${context.config.linux.category};`,
    '',
  ].join('\n');
  const appsDir = path.join(context.appOutDir, 'share', 'applications');
  fs.mkdirSync(appsDir, { recursive: true });
  fs.writeFileSync(path.join(appsDir, `${appInfo.name}.desktop`), entry);
};
