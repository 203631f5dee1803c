import fs from 'node:fs';
import path from 'node:path';
import { emitModule } from './emit.js';
import { summarize } from './report.js';

export async function generate(specPath, outPath) {
  const spec = JSON.parse(fs.readFileSync(specPath, 'utf8'));
  const ops = [];
  for (const [route, methods] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!op.operationId) throw new Error(`${method.toUpperCase()} ${route}: missing operationId`);
      ops.push({ route, method: method.toUpperCase(), id: op.operationId, summary: op.summary || '' });
    }
  }
  ops.sort((a, b) => a.id.localeCompare(b.id));
  fs.mkdirSync(path.dirname(outPath), { recursive: true });
  fs.writeFileSync(outPath, emitModule(spec, ops));
  await summarize(spec, ops, outPath);
}
