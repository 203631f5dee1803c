const test = require('node:test');
const assert = require('node:assert');
const { button, badge } = require('../src');

test('button renders kind class', () => {
  assert.match(button('Save'), /btn-primary/);
});

test('badge renders tone', () => {
  assert.match(badge('new', 'info'), /badge-info/);
});
