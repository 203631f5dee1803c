'use strict';
const whitespace = require('./whitespace');
const imports = require('./imports');

// order matters: indentation first, then imports, then the blank-line pass
module.exports.pipeline = [
  whitespace.indent,
  whitespace.trailing,
  imports.sortRequires,
  whitespace.blankLines,
  whitespace.finalNewline,
];
