// Playwright globalSetup: create the storage state for the seeded e2e account.
import fs from 'node:fs';
import path from 'node:path';
import { loadTestEnv } from './fixtures/env.mjs';
import { createSession } from './fixtures/session.mjs';
import { ensureGridAccess } from './fixtures/grid.mjs';
export default async function globalSetup(config) {
  const env = loadTestEnv('.env.test');
  const baseURL = config.projects[0].use.baseURL;
  const state = createSession(env, baseURL);
  const out = path.resolve('e2e/.auth/user.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(state, null, 2) + '\n');
  ensureGridAccess();
  console.log(`e2e auth: storage state for ${env.E2E_USER_EMAIL} -> ${path.relative(process.cwd(), out)}`);
}
