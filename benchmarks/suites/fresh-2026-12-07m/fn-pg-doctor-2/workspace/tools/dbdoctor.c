/* dbdoctor: explain why the app cannot authenticate to the local Postgres.
 * Checks config/database.yml (development), PG* variables and ~/.pgpass.
 * Never prints passwords. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

struct target { char host[128], port[16], db[128], user[128]; };

static void trim(char *s) {
    char *e = s + strlen(s);
    while (e > s && (e[-1] == '\n' || e[-1] == ' ' || e[-1] == '\r' || e[-1] == '"')) *--e = 0;
    char *b = s;
    while (*b == ' ' || *b == '"') b++;
    memmove(s, b, strlen(b) + 1);
}

static int read_dbyml(const char *env, struct target *t) {
    FILE *f = fopen("config/database.yml", "r");
    if (!f) return -1;
    char line[512], want[64];
    int in = 0;
    snprintf(want, sizeof want, "%s:", env);
    strcpy(t->port, "5432");
    while (fgets(line, sizeof line, f)) {
        if (line[0] != ' ' && line[0] != '#' && line[0] != '\n') in = !strncmp(line, want, strlen(want));
        if (!in) continue;
        char *p = line;
        while (*p == ' ') p++;
        char *v = strchr(p, ':');
        if (!v) continue;
        *v++ = 0;
        trim(v);
        if (!strcmp(p, "host")) snprintf(t->host, sizeof t->host, "%s", v);
        else if (!strcmp(p, "port")) snprintf(t->port, sizeof t->port, "%s", v);
        else if (!strcmp(p, "database")) snprintf(t->db, sizeof t->db, "%s", v);
        else if (!strcmp(p, "username")) snprintf(t->user, sizeof t->user, "%s", v);
    }
    fclose(f);
    return 0;
}

static int field_ok(const char *pat, const char *val) { return !strcmp(pat, "*") || !strcmp(pat, val); }

int main(void) {
    struct target t = {0};
    int problems = 0;
    printf("dbdoctor: development database\n");
    if (read_dbyml("development", &t)) { printf("  [FAIL] config/database.yml not found\n"); return 1; }
    printf("  [ok]   config/database.yml: host=%s port=%s database=%s username=%s\n", t.host, t.port, t.db, t.user);

    const char *vars[] = {"PGHOST", "PGPORT", "PGDATABASE", "PGUSER", "PGPASSWORD", "DATABASE_URL"};
    for (size_t i = 0; i < sizeof vars / sizeof *vars; i++)
        if (getenv(vars[i])) { printf("  [warn] %s is set and overrides database.yml\n", vars[i]); problems++; }

    char path[4096];
    const char *pf = getenv("PGPASSFILE");
    if (pf) snprintf(path, sizeof path, "%s", pf);
    else snprintf(path, sizeof path, "%s/.pgpass", getenv("HOME") ? getenv("HOME") : ".");
    struct stat st;
    if (stat(path, &st)) { printf("  [FAIL] %s does not exist\n", path); return 1; }
    if (st.st_mode & 077) {
        printf("  [FAIL] %s has mode %04o: libpq IGNORES a password file readable by group/others\n", path, st.st_mode & 0777);
        printf("         fix: chmod 600 %s\n", path);
        problems++;
    } else {
        printf("  [ok]   %s mode %04o\n", path, st.st_mode & 0777);
    }

    FILE *f = fopen(path, "r");
    if (!f) { printf("  [FAIL] cannot read %s\n", path); return 1; }
    char line[1024];
    int n = 0, matched = 0;
    while (fgets(line, sizeof line, f)) {
        char raw[1024];
        snprintf(raw, sizeof raw, "%s", line);
        trim(raw);
        if (!raw[0] || raw[0] == '#') continue;
        n++;
        char *fld[5] = {0};
        char *p = raw;
        for (int i = 0; i < 5 && p; i++) { fld[i] = p; p = (i < 4) ? strchr(p, ':') : NULL; if (p) *p++ = 0; }
        if (!fld[4]) { printf("  [warn] %s line %d: expected host:port:db:user:password\n", path, n); problems++; continue; }
        if (!matched && field_ok(fld[0], t.host) && field_ok(fld[1], t.port) && field_ok(fld[2], t.db) && field_ok(fld[3], t.user)) {
            matched = n;
            printf("  [ok]   entry %d matches %s:%s:%s:%s (password: %zu chars)\n", n, fld[0], fld[1], fld[2], fld[3], strlen(fld[4]));
        }
    }
    fclose(f);
    if (!matched) { printf("  [FAIL] no entry in %s matches %s:%s:%s:%s\n", path, t.host, t.port, t.db, t.user); problems++; }
    printf("%d problem(s) found\n", problems);
    return problems ? 1 : 0;
}
