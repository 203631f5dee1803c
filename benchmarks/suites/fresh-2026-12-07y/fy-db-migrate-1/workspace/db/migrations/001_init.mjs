export async function up(db) {
  db.users ??= [];
  db.projects ??= [];
  db.comments ??= [];
}
