
#define _XOPEN_SOURCE 700
#include <dirent.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static long freed;

static int rm_cb(const char *p, const struct stat *st, int flag, struct FTW *f) {
    (void)flag; (void)f;
    if (S_ISREG(st->st_mode)) freed += st->st_size;
    return remove(p);
}

static int cmp(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static int gc(const char *dir, int keep, int depth) {
    DIR *d = opendir(dir);
    if (!d) { perror(dir); return 1; }
    char *parts[4096];
    int np = 0;
    struct dirent *e;
    while ((e = readdir(d)) && np < 4096) {
        if (e->d_name[0] == '.') continue;
        char p[4096];
        snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
        struct stat st;

        if (lstat(p, &st) != 0 || !S_ISDIR(st.st_mode)) continue;   /* never follow symlinks */
        if (strncmp(e->d_name, "dt=", 3) == 0) parts[np++] = strdup(e->d_name);
        else if (depth < 2) gc(p, keep, depth + 1);   /* nested layouts: spool/<source>/dt=... */

    }
    closedir(d);
    qsort(parts, np, sizeof parts[0], cmp);
    for (int i = 0; i < np - keep; i++) {
        char p[4096];
        snprintf(p, sizeof p, "%s/%s", dir, parts[i]);
        printf("removing %s\n", p);
        nftw(p, rm_cb, 16, FTW_DEPTH | FTW_PHYS);
    }
    for (int i = 0; i < np; i++) free(parts[i]);
    return 0;
}

int main(int argc, char **argv) {
    int keep = -1;
    const char *dir = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--keep") == 0 && i + 1 < argc) keep = atoi(argv[++i]);
        else dir = argv[i];
    }
    if (keep < 1 || !dir) { fprintf(stderr, "usage: spool-gc --keep N SPOOL_DIR\n"); return 2; }
    size_t n = strlen(dir);
    char d[4096];
    snprintf(d, sizeof d, "%.*s", (int)(n > 1 && dir[n - 1] == '/' ? n - 1 : n), dir);
    int rc = gc(d, keep, 0);
    printf("spool-gc: freed %.1f KiB\n", freed / 1024.0);
    return rc;
}
