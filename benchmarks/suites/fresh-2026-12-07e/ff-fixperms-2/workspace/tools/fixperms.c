
#define _XOPEN_SOURCE 700
#include <ftw.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

static int ndirs, nfiles;

static int fix(const char *p, const struct stat *st, int type, struct FTW *f) {
    (void)f;
    if (type == FTW_D) {
        if (chmod(p, 02775) == 0) ndirs++;
        else perror(p);
    } else if (type == FTW_F && S_ISREG(st->st_mode)) {
        if (chmod(p, (st->st_mode & 0111) ? 0775 : 0664) == 0) nfiles++;
        else perror(p);
    }
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: fixperms DIR...\n"
                        "  directories -> 2775 (group-writable, setgid so new files keep the group)\n"
                        "  files       -> 664 (775 if already executable)\n");
        return 2;
    }
    for (int i = 1; i < argc; i++) {
        ndirs = nfiles = 0;
        if (nftw(argv[i], fix, 32, FTW_PHYS) != 0) { perror(argv[i]); return 1; }
        printf("%s: %d directories, %d files fixed\n", argv[i], ndirs, nfiles);
    }
    return 0;
}
