/* cachectl: inspect and prune the local compiler-output cache (.buildcache).
 *
 *   cachectl stats
 *   cachectl prune --max-size SIZE      SIZE like 500K, 20M, 1G
 *
 * The cache directory is $CACHECTL_DIR or ./.buildcache.  Pruning removes the
 * least recently modified entries until the cache fits in SIZE.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef WALK_FLAGS
#define WALK_FLAGS (FTW_PHYS | FTW_MOUNT)
#endif

struct entry { char *path; off_t size; time_t mtime; };
static struct entry *entries;
static size_t n_entries, cap_entries;
static long long total_bytes;
static int n_links;

static int collect(const char *path, const struct stat *st, int type, struct FTW *ftw) {
    (void)ftw;
    if (type == FTW_SL || type == FTW_SLN) { n_links++; return 0; }
    if (type != FTW_F) return 0;
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    if (strcmp(base, "CACHEDIR.TAG") == 0) return 0;
    if (n_entries == cap_entries) {
        cap_entries = cap_entries ? cap_entries * 2 : 64;
        entries = realloc(entries, cap_entries * sizeof *entries);
        if (!entries) { perror("realloc"); exit(1); }
    }
    entries[n_entries].path = strdup(path);
    entries[n_entries].size = st->st_size;
    entries[n_entries].mtime = st->st_mtime;
    n_entries++;
    total_bytes += st->st_size;
    return 0;
}

static int by_mtime(const void *a, const void *b) {
    const struct entry *x = a, *y = b;
    if (x->mtime != y->mtime) return x->mtime < y->mtime ? -1 : 1;
    return strcmp(x->path, y->path);
}

static int rm_empty_dirs(const char *path, const struct stat *st, int type, struct FTW *ftw) {
    (void)st;
    if (type == FTW_DP && ftw->level > 0) rmdir(path); /* fails harmlessly if not empty */
    return 0;
}

static const char *cache_dir(void) {
    const char *d = getenv("CACHECTL_DIR");
    return d && *d ? d : ".buildcache";
}

static void scan(const char *dir) {
    if (nftw(dir, collect, 32, WALK_FLAGS) != 0) {
        fprintf(stderr, "cachectl: cannot read %s: %s\n", dir, strerror(errno));
        exit(1);
    }
}

static void human(long long n, char *buf, size_t len) {
    if (n >= 1 << 20) snprintf(buf, len, "%.1fM", n / 1048576.0);
    else if (n >= 1 << 10) snprintf(buf, len, "%.1fK", n / 1024.0);
    else snprintf(buf, len, "%lldB", n);
}

static long long parse_size(const char *s) {
    char *end;
    double v = strtod(s, &end);
    if (end == s || v < 0) return -1;
    switch (*end) {
    case 'k': case 'K': v *= 1024; end++; break;
    case 'm': case 'M': v *= 1048576; end++; break;
    case 'g': case 'G': v *= 1073741824; end++; break;
    }
    if (*end == 'B' || *end == 'b') end++;
    return *end ? -1 : (long long)v;
}

static int cmd_stats(void) {
    const char *dir = cache_dir();
    char h[32];
    scan(dir);
    human(total_bytes, h, sizeof h);
    printf("cache dir:   %s\nentries:     %zu\nsize:        %s (%lld bytes)\n", dir, n_entries, h, total_bytes);
    if (n_links) printf("links:       %d (not counted)\n", n_links);
    return 0;
}

static int cmd_prune(long long max) {
    const char *dir = cache_dir();
    char h1[32], h2[32];
    scan(dir);
    qsort(entries, n_entries, sizeof *entries, by_mtime);
    long long before = total_bytes;
    size_t removed = 0;
    for (size_t i = 0; i < n_entries && total_bytes > max; i++) {
        if (unlink(entries[i].path) == 0) {
            total_bytes -= entries[i].size;
            removed++;
        } else {
            fprintf(stderr, "cachectl: %s: %s\n", entries[i].path, strerror(errno));
        }
    }
    nftw(dir, rm_empty_dirs, 32, WALK_FLAGS | FTW_DEPTH);
    human(before, h1, sizeof h1);
    human(total_bytes, h2, sizeof h2);
    printf("pruned %zu entr%s: %s -> %s\n", removed, removed == 1 ? "y" : "ies", h1, h2);
    return 0;
}

int main(int argc, char **argv) {
    if (argc >= 2 && strcmp(argv[1], "stats") == 0) return cmd_stats();
    if (argc == 4 && strcmp(argv[1], "prune") == 0 && strcmp(argv[2], "--max-size") == 0) {
        long long max = parse_size(argv[3]);
        if (max < 0) { fprintf(stderr, "cachectl: bad size %s\n", argv[3]); return 2; }
        return cmd_prune(max);
    }
    fprintf(stderr, "usage: cachectl stats | cachectl prune --max-size SIZE\n");
    return 2;
}
