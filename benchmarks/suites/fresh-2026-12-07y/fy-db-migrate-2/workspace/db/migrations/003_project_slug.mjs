// Adds a unique, URL-safe slug to every project.
export async function up(db) {
  const taken = new Set();
  for (const p of db.projects) {
    let base = p.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    let slug = base;
    for (let i = 2; taken.has(slug); i++) slug = `${base}-${i}`;
    taken.add(slug);
    p.slug = slug;
  }
}
