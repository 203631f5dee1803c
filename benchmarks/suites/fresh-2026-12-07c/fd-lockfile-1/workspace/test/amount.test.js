'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { normalizeAmount } = require('../src/index.js');

test('normalizes decimal commas', () => {
  assert.strictEqual(normalizeAmount('12,50'), 1250);
});
