#!/usr/bin/env node
// Applies pending migrations from db/migrations to the local dev database
// (a JSON document store, see docs/dev-db.md). Usage: node scripts/db/migrate.mjs [--db path]
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const dbPath = path.resolve(args.includes('--db') ? args[args.indexOf('--db') + 1] : process.env.DEV_DB_PATH ?? '.data/dev-db.json');
const migrationsDir = path.resolve('db/migrations');

const db = JSON.parse(fs.readFileSync(dbPath, 'utf8'));
db._migrations ??= [];

const pending = fs
  .readdirSync(migrationsDir)
  .filter((f) => /^\d{3}_.+\.mjs$/.test(f))
  .sort()
  .map((f) => f.replace(/\.mjs$/, ''))
  .filter((id) => !db._migrations.includes(id));

if (pending.length === 0) {
  console.log('database is up to date');
  process.exit(0);
}

for (const id of pending) {
  const mod = await import(pathToFileURL(path.join(migrationsDir, id + '.mjs')).href);
  await mod.up(db);
  db._migrations.push(id);
  console.log(`applied ${id}`);
}
const tmp = dbPath + '.tmp';
fs.writeFileSync(tmp, JSON.stringify(db, null, 2) + '\n');
fs.renameSync(tmp, dbPath);
console.log(`migrated ${path.relative(process.cwd(), dbPath)} (${db._migrations.length} migrations applied)`);
