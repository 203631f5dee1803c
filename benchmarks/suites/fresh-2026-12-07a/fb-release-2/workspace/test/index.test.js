import test from 'node:test';
import assert from 'node:assert/strict';
import { entriesPath, userAgent } from '../src/index.js';

test('entriesPath encodes ids', () => {
  assert.equal(entriesPath('a/b'), '/v1/accounts/a%2Fb/entries');
});

test('userAgent carries version', () => {
  assert.match(userAgent(), /^acme-ledger-client\/\d+\.\d+\.\d+$/);
});
