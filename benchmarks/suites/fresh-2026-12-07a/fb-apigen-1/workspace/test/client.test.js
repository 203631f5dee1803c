import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import * as api from '../src/client/api.js';

const spec = JSON.parse(fs.readFileSync(new URL('../openapi/spec.json', import.meta.url)));

test('every operation in the spec has a client function', () => {
  for (const methods of Object.values(spec.paths)) {
    for (const op of Object.values(methods)) {
      assert.equal(typeof api[op.operationId], 'function', op.operationId);
    }
  }
});

test('path parameters are encoded', async () => {
  let seen;
  globalThis.fetch = async (url, init) => { seen = [url, init.method]; return { ok: true, status: 200, json: async () => ({}) }; };
  await api.getInvoice('in/42');
  assert.deepEqual(seen, ['/api/invoices/in%2F42', 'GET']);
});
