'use strict';
const test = require('node:test');
const assert = require('node:assert');
const os = require('os');
const path = require('path');
const fs = require('fs');
process.env.NOTEKIT_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'nk-'));
const notes = require('../lib/notes');

test('create makes a dated markdown file', () => {
  const f = notes.create('Hello World');
  assert.match(path.basename(f), /^\d{4}-\d{2}-\d{2}-hello-world\.md$/);
});
