#!/usr/bin/env node
// usage: node codegen/cli.js SCHEMA.json OUTDIR
// Generates request-body validators (Express-style middleware) from the OpenAPI schema.
const fs = require('fs');
const path = require('path');
const emitValidators = require('./emit/validators');

const [schemaPath, outDir] = process.argv.slice(2);
if (!schemaPath || !outDir) {
  console.error('usage: cli.js SCHEMA.json OUTDIR');
  process.exit(2);
}
const spec = JSON.parse(fs.readFileSync(schemaPath, 'utf8'));
fs.mkdirSync(outDir, { recursive: true });
const code = emitValidators(spec);
fs.writeFileSync(path.join(outDir, 'validators.js'), code);
console.log(`generated ${path.join(outDir, 'validators.js')} (${code.split('\n').length} lines)`);
