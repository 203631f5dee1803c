#!/usr/bin/env node
'use strict';
// openapi-gen: generate a small fetch-based TypeScript client from an OpenAPI 3 JSON spec.
//   gen.js SPEC OUTDIR
const { generate } = require('../lib');

const [spec, outDir] = process.argv.slice(2);
if (!spec || !outDir) {
  console.error('usage: gen.js SPEC OUTDIR');
  process.exit(2);
}
generate(spec, outDir)
  .then((r) => console.log(`openapi-gen: ${r.operations} operations, ${r.types} types -> ${r.files.join(', ')}`))
  .catch((e) => {
    console.error(`openapi-gen: ${e.message}`);
    process.exit(1);
  });
