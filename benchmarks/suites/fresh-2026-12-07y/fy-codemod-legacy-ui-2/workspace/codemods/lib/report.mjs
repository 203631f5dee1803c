import fs from 'node:fs';
import path from 'node:path';

export function writeReport({ root, transform, changed }) {
  const dir = path.join(root, 'codemods', '.reports');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${transform}.json`);
  fs.writeFileSync(file, JSON.stringify({ transform, at: new Date().toISOString(), changed }, null, 2) + '\n');
  console.log(`report: ${path.relative(root, file)}`);
}
