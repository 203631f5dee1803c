import { VERSION } from './version.js';

export function userAgent() {
  return `acme-ledger-client/${VERSION}`;
}

export function entriesPath(accountId, since) {
  const q = since ? `?since=${encodeURIComponent(since)}` : '';
  return `/v1/accounts/${encodeURIComponent(accountId)}/entries${q}`;
}
