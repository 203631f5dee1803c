/* logprune - delete log files older than N days under a log folder.
 * usage: logprune DIR DAYS
 */
#define _XOPEN_SOURCE 700
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>

static time_t cutoff;
static long removed, bytes;

static int visit(const char *path, const struct stat *st, int type, struct FTW *ftw) {
    (void)ftw;
    if (type != FTW_F) return 0;
    if (st->st_mtime >= cutoff) return 0;
    if (unlink(path) == 0) {
        removed++;
        bytes += st->st_size;
        printf("removed %s\n", path);
    } else {
        perror(path);
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
    cutoff = time(NULL) - days * 86400;
    if (nftw(argv[1], visit, 16, FTW_PHYS) != 0) {
        perror("nftw");
        return 1;
    }
    printf("logprune: %ld file(s), %ld bytes older than %ld days removed from %s\n",
           removed, bytes, days, argv[1]);
    return 0;
}
