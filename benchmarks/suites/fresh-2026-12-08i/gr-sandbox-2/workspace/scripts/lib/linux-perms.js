// Fix file modes in an unpacked electron-builder linux dir.
const fs = require('fs');
const path = require('path');

const dir = process.argv[2];
const sandbox = path.join(dir, 'chrome-sandbox');
if (!fs.existsSync(sandbox)) {
  console.error(`${sandbox} not found`);
  process.exit(1);
}

function makeSuidRoot(file) {
  try {
    fs.chownSync(file, 0, 0);
  } catch (e) {
    console.warn(`chown root:root ${file} failed (${e.code}) - rerun with sudo`);
  }
  fs.chmodSync(file, 0o4755);
  console.log(`${path.relative(process.cwd(), file)}: root:root 4755`);
}

// Only chrome-sandbox needs it; everything else keeps its normal mode.
makeSuidRoot(sandbox);
