// Where the e2e session gets its identity from: the QA test user in cypress.env.json.
import { readFileSync } from 'node:fs';

export async function resolveCredentials(envFile) {
  const env = JSON.parse(readFileSync(envFile, 'utf8'));
  return {
    email: env.TEST_USER_EMAIL,
    role: env.TEST_USER_ROLE ?? 'member',
    signingKey: env.AUTH_SIGNING_KEY_STAGING,
    baseUrl: env.baseUrl,
    domain: new URL(env.baseUrl).hostname,
    refreshToken: null,
  };
}
