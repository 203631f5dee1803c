const test = require('node:test');
const assert = require('node:assert');
const products = require('./fixtures/products.json');

test('every product has a positive price', () => {
  for (const p of products) assert.ok(p.price_cents > 0, p.sku);
});
