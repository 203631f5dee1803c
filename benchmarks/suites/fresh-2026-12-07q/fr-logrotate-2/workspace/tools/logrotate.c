#define _XOPEN_SOURCE 700
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <ftw.h>
#include <unistd.h>
#include <sys/stat.h>

static int rm_cb(const char *p, const struct stat *sb, int flag, struct FTW *f) {
    (void)sb; (void)flag; (void)f;
    return remove(p);
}

static int rotate_dir(const char *dir) {
    DIR *d = opendir(dir);
    if (!d) { perror(dir); return 1; }
    struct dirent *e;
    char src[4096], dst[4096];
    while ((e = readdir(d))) {
        size_t n = strlen(e->d_name);
        if (n < 5 || strcmp(e->d_name + n - 4, ".log") != 0) continue;
        snprintf(src, sizeof src, "%s/%s", dir, e->d_name);
        snprintf(dst, sizeof dst, "%s/%s.1", dir, e->d_name);
        if (rename(src, dst) != 0) { perror(src); continue; }
        FILE *f = fopen(src, "w");
        if (f) fclose(f);
        printf("rotated %s -> %s\n", src, dst);
    }
    closedir(d);
    return 0;
}

int main(int argc, char **argv) {
    const char *root = argc > 1 ? argv[1] : "storage";
    char logs[4096];
    snprintf(logs, sizeof logs, "%s/logs", root);
    return rotate_dir(logs);
}
