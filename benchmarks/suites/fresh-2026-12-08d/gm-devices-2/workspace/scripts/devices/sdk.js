const fs = require('fs');
const os = require('os');
const path = require('path');

const CANDIDATES = [
  process.env.ANDROID_HOME,
  process.env.ANDROID_SDK_ROOT,
  path.join(os.homedir(), 'Library/Android/sdk'),
  path.join(os.homedir(), 'Android/Sdk'),
].filter(Boolean);

function findSdk() {
  const sdk = CANDIDATES.find((p) => fs.existsSync(path.join(p, 'platform-tools', 'adb')));
  if (!sdk) throw new Error(`Android SDK not found (tried ${CANDIDATES.join(', ')}); set ANDROID_HOME`);
  return sdk;
}
function adbPath() {
  return path.join(findSdk(), 'platform-tools', 'adb');
}

module.exports = { adbPath, findSdk };
