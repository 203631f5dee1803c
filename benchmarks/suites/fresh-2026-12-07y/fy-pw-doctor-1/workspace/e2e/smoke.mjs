// Smoke check: the cached Chromium must start and report its version.
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const chrome = path.join(os.homedir(), '.cache/ms-playwright/chromium-1140/chrome-linux/chrome');
try {
  const v = execFileSync(chrome, ['--version'], { encoding: 'utf8' }).trim();
  console.log(`e2e smoke: browser launches (${v})`);
} catch (err) {
  console.error(`e2e smoke: cannot launch ${chrome}: ${err.code ?? err.message}`);
  process.exit(1);
}
