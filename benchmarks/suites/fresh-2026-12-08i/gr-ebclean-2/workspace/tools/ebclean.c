#define _XOPEN_SOURCE 700
#include <dirent.h>
#include <ftw.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static long long freed;
static long nfiles;

static int rm_entry(const char *p, const struct stat *st, int flag, struct FTW *f) {
    (void)f;
    if (flag == FTW_F || flag == FTW_SL) { freed += st->st_size; nfiles++; }
    if (remove(p) != 0) perror(p);
    return 0;
}

static void wipe(const char *dir) {
    struct stat st;
    if (lstat(dir, &st) != 0) { printf("  %-48s not present\n", dir); return; }
    nftw(dir, rm_entry, 32, FTW_DEPTH | FTW_PHYS);
    printf("  %-48s removed\n", dir);
}

static void usage(void) {
    puts("usage: ebclean [--caches]\n"
         "  clears the electron and electron-builder download caches under ~/.cache");
}

int main(int argc, char **argv) {
    const char *home = getenv("HOME");
    if (argc > 1 && (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0)) { usage(); return 0; }
    if (argc > 1 && strcmp(argv[1], "--caches") != 0) { usage(); return 2; }
    if (!home || strlen(home) < 2 || strcmp(home, "/") == 0) { fprintf(stderr, "ebclean: HOME not usable\n"); return 2; }
    const char *subs[] = { ".cache/electron", ".cache/electron-builder", NULL };
    char path[PATH_MAX];
    printf("ebclean: clearing caches\n");
    for (int i = 0; subs[i]; i++) {
        snprintf(path, sizeof path, "%s/%s", home, subs[i]);
        wipe(path);
    }
    printf("ebclean: freed %.1f MiB in %ld files\n", freed / 1048576.0, nfiles);
    return 0;
}
