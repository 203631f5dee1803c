/* seed - load fixture SQL files into a local SQLite database (via the sqlite3 CLI) */
#include <dirent.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int cmp(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static int run_sql(const char *db, const char *sql_path)
{
    char cmd[8192];
    snprintf(cmd, sizeof cmd, "sqlite3 -bail '%s' < '%s'", db, sql_path);
    return system(cmd);
}

static void count(const char *db)
{
    char cmd[8192];
    snprintf(cmd, sizeof cmd,
             "sqlite3 '%s' \"SELECT 'players: ' || count(*) FROM players; SELECT 'items: ' || count(*) FROM items;\"", db);
    (void)!system(cmd);
}

int main(int argc, char **argv)
{
    const char *db = NULL, *dir = "seeds";
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--db")) db = argv[i + 1];
        else if (!strcmp(argv[i], "--fixtures")) dir = argv[i + 1];
    }
    if (!db) { fprintf(stderr, "usage: seed --db FILE [--fixtures DIR]\n"); return 2; }
    if (system("command -v sqlite3 >/dev/null 2>&1")) { fprintf(stderr, "seed: sqlite3 not found\n"); return 1; }
    DIR *d = opendir(dir);
    if (!d) { perror(dir); return 1; }
    char *names[256];
    int n = 0;
    struct dirent *de;
    while ((de = readdir(d)) && n < 256) {
        size_t l = strlen(de->d_name);
        if (l > 4 && !strcmp(de->d_name + l - 4, ".sql")) names[n++] = strdup(de->d_name);
    }
    closedir(d);
    qsort(names, n, sizeof *names, cmp);
    
    char p[8192];
    for (int i = 0; i < n; i++) {
        snprintf(p, sizeof p, "%s/%s", dir, names[i]);
        printf("seed: %s\n", p);
        fflush(stdout);
        if (run_sql(db, p)) { fprintf(stderr, "seed: %s failed\n", p); return 1; }
    }
    count(db);
    return 0;
}
