
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

static char HOME[4096];

static void init_home(void) {
    const char *h = getenv("HOME");
    snprintf(HOME, sizeof HOME, "%s", h && *h ? h : ".");
}

static const char *hp(const char *rel) {  /* $HOME/rel in a rotating buffer */
    static char buf[8][4200];
    static int i;
    i = (i + 1) % 8;
    snprintf(buf[i], sizeof buf[i], "%s/%s", HOME, rel);
    return buf[i];
}

__attribute__((unused)) static int mkdir_p(const char *path, mode_t mode) {
    char tmp[4200];
    snprintf(tmp, sizeof tmp, "%s", path);
    for (char *p = tmp + 1; *p; p++) {
        if (*p == '/') {
            *p = 0;
            if (mkdir(tmp, mode) && errno != EEXIST) return -1;
            *p = '/';
        }
    }
    if (mkdir(tmp, mode) && errno != EEXIST) return -1;
    return 0;
}

__attribute__((unused)) static int write_file(const char *path, mode_t mode, const char *fmt, ...) {
    FILE *f = fopen(path, "w");
    if (!f) return -1;
    va_list ap;
    va_start(ap, fmt);
    vfprintf(f, fmt, ap);
    va_end(ap);
    fclose(f);
    chmod(path, mode);
    return 0;
}

__attribute__((unused)) static int copy_file(const char *src, const char *dst, mode_t mode) {
    int in = open(src, O_RDONLY), out;
    char buf[65536];
    ssize_t n;
    if (in < 0) return -1;
    out = open(dst, O_WRONLY | O_CREAT | O_TRUNC, mode);
    if (out < 0) { close(in); return -1; }
    while ((n = read(in, buf, sizeof buf)) > 0)
        if (write(out, buf, n) != n) break;
    close(in);
    close(out);
    chmod(dst, mode);
    return 0;
}

__attribute__((unused)) static char *slurp(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = malloc(n + 1);
    if (!s) { fclose(f); return NULL; }
    n = (long)fread(s, 1, n, f);
    s[n] = 0;
    fclose(f);
    return s;
}

static char cache[4200];
static long long freed_bytes;
static long freed_files;
static char pinned[64][128];
static int npinned;

static void load_pins(void) {
    char p[4300];
    snprintf(p, sizeof p, "%s/pinned", cache);
    FILE *f = fopen(p, "r");
    if (!f) return;
    while (npinned < 64 && fgets(pinned[npinned], 128, f)) {
        pinned[npinned][strcspn(pinned[npinned], "\n")] = 0;
        if (pinned[npinned][0]) npinned++;
    }
    fclose(f);
}

static int is_pinned(const char *path) {
    const char *b = strrchr(path, '/');
    b = b ? b + 1 : path;
    for (int i = 0; i < npinned; i++)
        if (!strcmp(b, pinned[i])) return 1;
    return 0;
}

static int rm_cb(const char *p, const struct stat *st, int type, struct FTW *ftw) {
    if (ftw->level == 0) return 0;
    if (type == FTW_F || type == FTW_SL || type == FTW_SLN) {
        if (is_pinned(p)) return 0;
        if (unlink(p) == 0) { freed_bytes += st->st_size; freed_files++; }
    } else if (type == FTW_DP) {
        rmdir(p); /* only succeeds when empty */
    }
    return 0;
}

static long long total;
static int sum_cb(const char *p, const struct stat *st, int type, struct FTW *ftw) {
    (void)p; (void)ftw;
    if (type == FTW_F) total += st->st_size;
    return 0;
}

static long long du(const char *dir) {
    total = 0;
    nftw(dir, sum_cb, 16, FTW_PHYS);
    return total;
}

static int cmd_stats(void) {
    printf("cache %s: %.1f KiB\n", cache, du(cache) / 1024.0);
    DIR *d = opendir(HOME);
    struct dirent *e;
    if (!d) return 0;
    printf("home usage by top-level folder:\n");
    while ((e = readdir(d))) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
        char p[4300];
        snprintf(p, sizeof p, "%s/%s", HOME, e->d_name);
        struct stat st;
        if (lstat(p, &st) == 0 && S_ISDIR(st.st_mode))
            printf("  %-20s %8.1f KiB\n", e->d_name, du(p) / 1024.0);
    }
    closedir(d);
    return 0;
}

static int cmd_prune(void) {
    char p[4300];
    load_pins();
    snprintf(p, sizeof p, "%s/tmp", cache);
    nftw(p, rm_cb, 16, FTW_DEPTH | FTW_PHYS);
    snprintf(p, sizeof p, "%s/objects", cache);
    nftw(p, rm_cb, 16, FTW_DEPTH | FTW_PHYS);
    printf("pruned %ld files, freed %.1f KiB (%d pinned objects kept)\n", freed_files, freed_bytes / 1024.0, npinned);
    return 0;
}

int main(int argc, char **argv) {
    init_home();
    snprintf(cache, sizeof cache, "%s", hp(".cache/cachectl"));
    if (argc < 2) { fprintf(stderr, "usage: cachectl prune|stats\n"); return 2; }
    if (!strcmp(argv[1], "prune")) return cmd_prune();
    if (!strcmp(argv[1], "stats")) return cmd_stats();
    fprintf(stderr, "cachectl: unknown command %s\n", argv[1]);
    return 2;
}
