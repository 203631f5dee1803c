const { execFileSync } = require('child_process');
const { adbPath } = require('./sdk');

function listDevices() {
  const out = execFileSync(adbPath(), ['devices', '-l'], { encoding: 'utf8' });
  return out
    .split('\n')
    .slice(1)
    .filter((l) => l.trim())
    .map((l) => {
      const [serial, state, ...rest] = l.trim().split(/\s+/);
      const kv = Object.fromEntries(rest.map((p) => p.split(':')));
      return { serial, state, model: kv.model, emulator: serial.startsWith('emulator-') };
    });
}

module.exports = { listDevices };
