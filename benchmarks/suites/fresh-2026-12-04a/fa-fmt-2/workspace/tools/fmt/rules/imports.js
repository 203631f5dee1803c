'use strict';
// Sort the leading block of `const x = require(...)` lines: node built-ins
// first, then relative modules, each group alphabetically.

const BUILTINS = new Set(require('module').builtinModules);
const REQ = /^const .+ = require\('([^']+)'\);$/;

function key(line) {
  const mod = line.match(REQ)[1];
  return [BUILTINS.has(mod.replace(/^node:/, '')) ? 0 : 1, mod];
}

function sortRequires(text) {
  const lines = text.split('\n');
  let end = 0;
  while (end < lines.length && REQ.test(lines[end])) end++;
  if (end > 1) {
    const block = lines.slice(0, end).sort((a, b) => {
      const [ga, ma] = key(a);
      const [gb, mb] = key(b);
      return ga - gb || ma.localeCompare(mb);
    });
    lines.splice(0, end, ...block);
  }
  return lines.join('\n');
}

module.exports = { sortRequires };
