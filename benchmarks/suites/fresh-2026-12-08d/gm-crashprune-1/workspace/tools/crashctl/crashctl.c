
/* crashctl: housekeeping for the local crash-report mirror (crash-reports/).
 *   crashctl stats
 *   crashctl prune --older-than DAYS
 */
#define _XOPEN_SOURCE 700
#define _DEFAULT_SOURCE
#include <dirent.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static const char *ROOT = "crash-reports";
static time_t cutoff;
static int pruned, seen;

static int ends_with(const char *s, const char *suf) {
    size_t a = strlen(s), b = strlen(suf);
    return a >= b && !strcmp(s + a - b, suf);
}

static int walk_cb(const char *p, const struct stat *st, int type, struct FTW *ftw) {
    (void)ftw;
    if (type == FTW_F) {
        seen++;
        if (st->st_mtime < cutoff && unlink(p) == 0) pruned++;
    } else if (type == FTW_DP && strcmp(p, ROOT)) {
        rmdir(p); /* only succeeds when empty */
    }
    return 0;
}

static int prune_tree(void) {
    return nftw(ROOT, walk_cb, 16, FTW_DEPTH | FTW_PHYS);
}

static int prune_inbox(void) {
    char dir[4096], p[4096];
    snprintf(dir, sizeof dir, "%s/inbox", ROOT);
    DIR *d = opendir(dir);
    if (!d) { perror(dir); return 1; }
    struct dirent *e;
    struct stat st;
    while ((e = readdir(d))) {
        if (!ends_with(e->d_name, ".json")) continue;
        snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
        if (lstat(p, &st) || !S_ISREG(st.st_mode)) continue;
        seen++;
        if (st.st_mtime < cutoff && unlink(p) == 0) pruned++;
    }
    closedir(d);
    return 0;
}

static int count_cb(const char *p, const struct stat *st, int type, struct FTW *ftw) {
    (void)p; (void)ftw;
    if (type == FTW_F) { seen++; pruned += (int)(st->st_size / 1024); }
    return 0;
}

int main(int argc, char **argv) {
    if (argc >= 2 && !strcmp(argv[1], "stats")) {
        nftw(ROOT, count_cb, 16, FTW_PHYS);
        printf("%d files, %d KB under %s/\n", seen, pruned, ROOT);
        return 0;
    }
    if (argc == 4 && !strcmp(argv[1], "prune") && !strcmp(argv[2], "--older-than")) {
        int days = atoi(argv[3]);
        if (days <= 0) { fprintf(stderr, "crashctl: --older-than needs a number of days\n"); return 2; }
        cutoff = time(NULL) - (time_t)days * 86400;
        int rc = prune_tree();
        printf("pruned %d of %d reports older than %d days\n", pruned, seen, days);
        return rc ? 1 : 0;
    }
    fprintf(stderr, "usage: crashctl stats | crashctl prune --older-than DAYS\n");
    return 2;
}
