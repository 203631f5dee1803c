'use strict';

const indent = (text) => text.replace(/^\t+/gm, (tabs) => '  '.repeat(tabs.length));
const trailing = (text) => text.replace(/[ \t]+$/gm, '');
const blankLines = (text) => text.replace(/\n{3,}/g, '\n\n');
const finalNewline = (text) => (text.endsWith('\n') ? text : text + '\n');

module.exports = { indent, trailing, blankLines, finalNewline };
