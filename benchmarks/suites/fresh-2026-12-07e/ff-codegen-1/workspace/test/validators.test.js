const test = require('node:test');
const assert = require('node:assert');
const v = require('../src/generated/validators');

function run(fn, body) {
  const res = { statusCode: 200, headers: {}, setHeader(k, val) { this.headers[k] = val; }, end(b) { this.body = b; } };
  let passed = false;
  fn({ headers: {}, body }, res, () => { passed = true; });
  return { passed, res };
}

test('valid order passes', () => {
  assert.ok(run(v.validateCreateOrder, { customerId: 'c1', items: [{ sku: 'A', qty: 1 }] }).passed);
});

test('missing items is rejected', () => {
  const r = run(v.validateCreateOrder, { customerId: 'c1' });
  assert.equal(r.passed, false);
  assert.equal(r.res.statusCode, 400);
});

test('coupon code is accepted', () => {
  assert.ok(run(v.validateCreateOrder, { customerId: 'c1', items: [{}], couponCode: 'WINTER24' }).passed);
});

test('too-short coupon code is rejected', () => {
  assert.equal(run(v.validateCreateOrder, { customerId: 'c1', items: [{}], couponCode: 'X' }).passed, false);
});

test('refund needs an integer amount', () => {
  assert.equal(run(v.validateRefundOrder, { amountCents: 1.5, reason: 'broken' }).passed, false);
});
