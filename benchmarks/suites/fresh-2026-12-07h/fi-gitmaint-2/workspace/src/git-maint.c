/* git-maint: routine maintenance for every git checkout under a folder.
 * usage: git-maint [--aggressive] DIR
 * For each DIR/<repo>/.git: git gc (prune unreachable objects now), pack refs,
 * expire reflogs older than 90 days, then a connectivity check. */
#define _GNU_SOURCE
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static int run(const char *repo, const char *const *args) {
    pid_t p = fork();
    if (p == 0) {
        const char *argv[16]; int n = 0;
        argv[n++] = "git"; argv[n++] = "-C"; argv[n++] = repo;
        for (int i = 0; args[i] && n < 15; i++) argv[n++] = args[i];
        argv[n] = NULL;
        execvp("git", (char *const *)argv);
        _exit(127);
    }
    int st = 0; waitpid(p, &st, 0);
    return WIFEXITED(st) ? WEXITSTATUS(st) : 1;
}

int main(int argc, char **argv) {
    const char *dir = NULL; int aggressive = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--aggressive")) aggressive = 1; else dir = argv[i];
    }
    if (!dir) { fprintf(stderr, "usage: git-maint [--aggressive] DIR\n"); return 2; }
    DIR *d = opendir(dir); if (!d) { perror(dir); return 1; }
    struct dirent *e; int failed = 0, done = 0;
    char names[64][256]; int nn = 0;
    while ((e = readdir(d)) && nn < 64) if (e->d_name[0] != '.') snprintf(names[nn++], 256, "%s", e->d_name);
    closedir(d);
    qsort(names, nn, 256, (int (*)(const void *, const void *))strcmp);
    for (int i = 0; i < nn; i++) {
        char repo[4096], g[4200]; struct stat sb;
        snprintf(repo, sizeof repo, "%s/%s", dir, names[i]);
        snprintf(g, sizeof g, "%s/.git", repo);
        if (stat(g, &sb) != 0) continue;
        printf("== %s\n", repo); fflush(stdout);
        const char *reflog[] = {"reflog", "expire", "--expire=90.days.ago", "--all", NULL};
        const char *gc[] = {"gc", "--quiet", "--prune=now", NULL};
        const char *gca[] = {"gc", "--quiet", "--prune=now", "--aggressive", NULL};
        const char *packrefs[] = {"pack-refs", "--all", NULL};
        const char *fsck[] = {"fsck", "--no-progress", "--connectivity-only", NULL};
        int rc = run(repo, reflog) | run(repo, aggressive ? gca : gc) | run(repo, packrefs) | run(repo, fsck);
        if (rc) { failed++; printf("   FAILED\n"); } else { done++; printf("   ok\n"); }
        fflush(stdout);
    }
    printf("%d repo(s) maintained, %d failed\n", done, failed);
    return failed ? 1 : 0;
}
