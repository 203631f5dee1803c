
#define _XOPEN_SOURCE 700
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int removed;

static int rm_cb(const char *p, const struct stat *st, int flag, struct FTW *f) {
    (void)st; (void)flag; (void)f;
    if (remove(p) == 0) removed++;
    return 0;
}

static void rmtree(const char *p) {
    struct stat st;
    if (lstat(p, &st) != 0) return;
    printf("  rm %s\n", p);
    nftw(p, rm_cb, 16, FTW_DEPTH | FTW_PHYS);
}

static const char *home(void) { const char *h = getenv("HOME"); return h ? h : "/nonexistent"; }

static void clean_user_state(void) {
    char p[4096];
    const char *xdg = getenv("XDG_CACHE_HOME");
    if (xdg && *xdg) snprintf(p, sizeof p, "%s/pipectl", xdg);
    else snprintf(p, sizeof p, "%s/.cache/pipectl", home());
    rmtree(p);
}

int main(int argc, char **argv) {
    if (argc >= 2 && strcmp(argv[1], "clean") == 0) {
        int all = argc >= 3 && strcmp(argv[2], "--all") == 0;
        printf("pipectl clean%s\n", all ? " --all" : "");
        rmtree("build");
        rmtree("dist");
        rmtree(".pipectl-cache");
        if (all) clean_user_state();
        printf("removed %d entries\n", removed);
        return 0;
    }
    if (argc >= 2 && strcmp(argv[1], "--version") == 0) { puts("pipectl 2.4.1"); return 0; }
    fprintf(stderr, "usage: pipectl clean [--all] | build | run JOB\n");
    return 2;
}
