/* plugclean -- tidy a lazy.nvim install
 *
 *   plugclean [--orphans] [--cache] [--dry-run]
 *
 * --orphans  remove plugin checkouts that lazy-lock.json no longer lists
 * --cache    remove nvim's cache folder (luac bytecode, logs)
 */
#define _XOPEN_SOURCE 700
#include <dirent.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char *names[512];
static int nnames;
static int dry_run;
static long long freed;

static int load_lock(const char *path)
{
    FILE *f = fopen(path, "r");
    char line[2048];
    if (!f)
        return -1;
    while (fgets(line, sizeof line, f) && nnames < 512) {
        /*   "telescope.nvim": { "branch": "master", "commit": "..." }, */
        char *q1 = strchr(line, '"'), *q2;
        if (!q1 || !(q2 = strchr(q1 + 1, '"')) || !strchr(q2, '{'))
            continue;
        *q2 = 0;
        names[nnames++] = strdup(q1 + 1);
    }
    fclose(f);
    return nnames;
}

static int locked(const char *name)
{
    for (int i = 0; i < nnames; i++)
        if (strcmp(names[i], name) == 0)
            return 1;
    return 0;
}

static int rm_cb(const char *p, const struct stat *st, int type, struct FTW *ftw)
{
    (void)type; (void)ftw;
    if (S_ISREG(st->st_mode))
        freed += st->st_size;
    if (!dry_run)
        remove(p);
    return 0;
}

static void rm_rf(const char *p)
{
    nftw(p, rm_cb, 32, FTW_DEPTH | FTW_PHYS);
}

static void dir_of(char *out, size_t n, const char *env, const char *home, const char *fallback)
{
    const char *v = getenv(env);
    if (v && *v)
        snprintf(out, n, "%s", v);
    else
        snprintf(out, n, "%s/%s", home, fallback);
}

static int prune_orphans(const char *data_home)
{
    char root[4096], p[4096];
    snprintf(root, sizeof root, "%s/nvim/lazy", data_home);
    DIR *d = opendir(root);
    struct dirent *e;
    int n = 0;
    if (!d) {
        fprintf(stderr, "plugclean: %s: no lazy.nvim plugin folder\n", root);
        return -1;
    }
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.' || locked(e->d_name))
            continue;
        snprintf(p, sizeof p, "%s/%s", root, e->d_name);
        printf("%s orphan %s\n", dry_run ? "would remove" : "removed", e->d_name);
        rm_rf(p);
        n++;
    }
    closedir(d);
    return n;
}

int main(int argc, char **argv)
{
    int orphans = 0, cache = 0;
    const char *home = getenv("HOME");
    char data[4096], cfg[4096], cch[4096], lock[4096], p[4096];

    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--orphans")) orphans = 1;
        else if (!strcmp(argv[i], "--cache")) cache = 1;
        else if (!strcmp(argv[i], "--dry-run")) dry_run = 1;
        else if (!strcmp(argv[i], "--version")) { puts("plugclean 0.3.0"); return 0; }
        else { fprintf(stderr, "usage: plugclean [--orphans] [--cache] [--dry-run]\n"); return 2; }
    }
    if (!home) { fprintf(stderr, "plugclean: HOME not set\n"); return 1; }
    if (!orphans && !cache) orphans = cache = 1;

    dir_of(data, sizeof data, "XDG_DATA_HOME", home, ".local/share");
    dir_of(cfg, sizeof cfg, "XDG_CONFIG_HOME", home, ".config");
    dir_of(cch, sizeof cch, "XDG_CACHE_HOME", home, ".cache");

    if (orphans) {
        snprintf(lock, sizeof lock, "%s/nvim/lazy-lock.json", cfg);
        if (load_lock(lock) <= 0) {
            fprintf(stderr, "plugclean: cannot read plugins from %s, not pruning\n", lock);
            return 1;
        }
        printf("%d plugins in %s\n", nnames, lock);
        prune_orphans(data);
    }
    if (cache) {
        snprintf(p, sizeof p, "%s/nvim", cch);
        printf("%s cache %s\n", dry_run ? "would clear" : "cleared", p);
        rm_rf(p);
    }
    printf("%s %.1f MB\n", dry_run ? "would free" : "freed", freed / 1048576.0);
    return 0;
}
