'use strict';
// Normalise whitespace so regenerating is diff-stable.
module.exports = {
  name: 'format',
  format(code) {
    return code.replace(/[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n').replace(/\s*$/, '\n');
  },
};
