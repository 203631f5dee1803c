export async function up(db) {
  for (const p of db.projects) p.ownerId ??= null;
}
