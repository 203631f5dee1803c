#!/usr/bin/env node
// Regenerate the typed-ish API client from the OpenAPI spec.
// usage: node scripts/gen-client.js SPEC OUT
import { generate } from '../codegen/index.js';

const [spec, out] = process.argv.slice(2);
if (!spec || !out) {
  console.error('usage: gen-client.js SPEC OUT');
  process.exit(2);
}
await generate(spec, out);
