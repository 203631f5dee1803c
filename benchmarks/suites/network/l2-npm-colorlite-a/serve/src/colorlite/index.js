"use strict";
const palette = require("./palette.json");
const wrap = (code) => (s) => (process.stdout.isTTY ? `\x1b[${code}m${s}\x1b[0m` : String(s));
module.exports = Object.fromEntries(Object.entries(palette).map(([name, code]) => [name, wrap(code)]));
