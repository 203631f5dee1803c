#!/usr/bin/env node
// npm run devices -- lists attached devices/emulators and caches them for
// `npm run android -- --deviceId <serial>` tab completion.
const fs = require('fs');
const path = require('path');
const { listDevices } = require('./adb');

const devices = listDevices();
if (!devices.length) {
  console.log('no devices attached (is USB debugging on?)');
  process.exit(0);
}
const w = Math.max(...devices.map((d) => d.serial.length));
for (const d of devices) {
  console.log(`${d.serial.padEnd(w)}  ${d.state.padEnd(8)}  ${d.model || ''}${d.emulator ? ' (emulator)' : ''}`);
}
fs.writeFileSync(path.resolve(__dirname, '../../.devices.json'), JSON.stringify(devices, null, 2) + '\n');
