/* rotate-backups: keep the N newest *.sql.gz dumps, delete the rest.
 * usage: rotate-backups --keep N [--dry-run] DIR
 * Dumps are named app-YYYY-MM[-DD].sql.gz, so name order is age order. */
#define _XOPEN_SOURCE 700
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct ent { char path[4096]; char name[256]; };
static struct ent *v; static size_t n, cap;

static int is_dump(const char *s) {
    size_t l = strlen(s);
    return l > 7 && strcmp(s + l - 7, ".sql.gz") == 0;
}
static void add(const char *path, const char *name) {
    if (n == cap) { cap = cap ? cap * 2 : 64; v = realloc(v, cap * sizeof *v); }
    snprintf(v[n].path, sizeof v[n].path, "%s", path);
    snprintf(v[n].name, sizeof v[n].name, "%s", name);
    n++;
}
static int cmp(const void *a, const void *b) {
    return strcmp(((const struct ent *)a)->name, ((const struct ent *)b)->name);
}
int main(int argc, char **argv) {
    long keep = -1; int dry = 0; const char *dir = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--keep") && i + 1 < argc) keep = strtol(argv[++i], NULL, 10);
        else if (!strcmp(argv[i], "--dry-run") || !strcmp(argv[i], "-n")) dry = 1;
        else dir = argv[i];
    }
    if (keep < 1 || !dir) { fprintf(stderr, "usage: rotate-backups --keep N [--dry-run] DIR\n"); return 2; }
    char buf[4096]; snprintf(buf, sizeof buf, "%s", dir);
    size_t bl = strlen(buf); while (bl > 1 && buf[bl - 1] == '/') buf[--bl] = 0;
    DIR *d = opendir(buf);
    if (!d) { perror(buf); return 1; }
    for (struct dirent *e; (e = readdir(d)) != NULL; ) {
        if (e->d_name[0] == '.' || !is_dump(e->d_name)) continue;
        char p[4096]; snprintf(p, sizeof p, "%s/%s", buf, e->d_name);
        add(p, e->d_name);
    }
    closedir(d);
    qsort(v, n, sizeof *v, cmp);
    size_t del = n > (size_t)keep ? n - (size_t)keep : 0;
    for (size_t i = 0; i < del; i++) {
        if (dry) printf("would delete %s\n", v[i].path);
        else if (unlink(v[i].path) == 0) printf("deleted %s\n", v[i].path);
        else perror(v[i].path);
    }
    printf("%s: %zu dump(s), kept %zu, %s %zu\n", dir, n, n - del, dry ? "would delete" : "deleted", del);
    return 0;
}
