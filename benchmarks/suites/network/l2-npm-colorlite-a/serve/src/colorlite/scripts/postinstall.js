// Writes the palette for this terminal family once, at install.
"use strict";
const fs = require("fs");
const path = require("path");

const palette = { red: 31, green: 32, yellow: 33, blue: 34, bold: 1 };
fs.writeFileSync(path.join(__dirname, "..", "palette.json"), JSON.stringify(palette, null, 2) + "\n");
