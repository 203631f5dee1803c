// Mints a staging session token locally (same HS256 scheme as the staging auth service).
import { createHmac } from 'node:crypto';
import { resolveCredentials } from './credentials.mjs';

const b64 = (obj) => Buffer.from(JSON.stringify(obj)).toString('base64url');

export async function createSession({ envFile }) {
  const creds = await resolveCredentials(envFile);
  const now = Math.floor(Date.now() / 1000);
  const exp = now + 8 * 3600;
  const header = b64({ alg: 'HS256', typ: 'JWT' });
  const payload = b64({ sub: creds.email, role: creds.role, aud: 'acme-web-staging', iat: now, exp });
  const sig = createHmac('sha256', creds.signingKey).update(`${header}.${payload}`).digest('base64url');

  return {
    user: creds.email,
    expires: new Date(exp * 1000).toISOString(),
    state: {
      cookies: [
        { name: 'acme_session', value: `${header}.${payload}.${sig}`, domain: creds.domain, path: '/',
          httpOnly: true, secure: true, sameSite: 'Lax', expires: exp },
      ],
      origins: [
        {
          origin: creds.baseUrl,
          localStorage: [
            { name: 'acme.refreshToken', value: creds.refreshToken ?? '' },
            { name: 'acme.onboarding.dismissed', value: 'true' },
          ],
        },
      ],
    },
  };
}
