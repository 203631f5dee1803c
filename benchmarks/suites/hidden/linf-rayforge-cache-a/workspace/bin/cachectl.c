#define _XOPEN_SOURCE 700
#include <ftw.h>

static int rm_cb(const char *p, const struct stat *sb, int flag, struct FTW *ftw) {
    (void)sb; (void)flag; (void)ftw;
    return remove(p);
}

static void rmtree(const char *p) {
    struct stat st;
    if (lstat(p, &st)) return;
    if (nftw(p, rm_cb, 16, FTW_DEPTH | FTW_PHYS) == 0) printf("removed %s\n", p);
}
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <unistd.h>
#include <sys/stat.h>

static char *slurp(const char *p, size_t *n) {
    FILE *f = fopen(p, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long sz = ftell(f);
    rewind(f);
    char *b = malloc(sz + 1);
    size_t r = fread(b, 1, sz, f);
    b[r] = 0;
    fclose(f);
    if (n) *n = r;
    return b;
}

static int spit(const char *p, const char *b, size_t n, const char *mode) {
    FILE *f = fopen(p, mode);
    if (!f) return -1;
    fwrite(b, 1, n, f);
    fclose(f);
    return 0;
}

static int ends_with(const char *s, const char *suf) {
    size_t a = strlen(s), b = strlen(suf);
    return a >= b && strcmp(s + a - b, suf) == 0;
}

int main(int argc, char **argv) {
    if (argc < 2 || strcmp(argv[1], "prune")) { fprintf(stderr, "usage: cachectl prune\n"); return 2; }
    rmtree(".cache/build");
    const char *home = getenv("HOME");
    if (home) {
        char p[4096];
        snprintf(p, sizeof p, "%s/.cache/cachectl", home);
        rmtree(p);
    }
    printf("cachectl: pruned\n");
    return 0;
}
