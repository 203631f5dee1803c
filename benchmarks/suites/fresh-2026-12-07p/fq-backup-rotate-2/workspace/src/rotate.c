#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <unistd.h>
#include <fcntl.h>

static int cmp(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static int ends(const char *s, const char *suf) {
    size_t n = strlen(s), m = strlen(suf);
    return n >= m && strcmp(s + n - m, suf) == 0;
}

int main(int argc, char **argv) {
    int keep = 7; const char *dir = "backups";
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--keep") && i + 1 < argc) keep = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--dir") && i + 1 < argc) dir = argv[++i];
    }
    DIR *d = opendir(dir);
    if (!d) { perror(dir); return 1; }
    char *names[4096]; int n = 0; struct dirent *e;
    while ((e = readdir(d)) && n < 4096)
        if (ends(e->d_name, ".sqlite.gz")) names[n++] = strdup(e->d_name);
    closedir(d);
    qsort(names, n, sizeof *names, cmp);
    int removed = 0;
    for (int i = 0; i < n - keep; i++) {
        char p[4096];
        snprintf(p, sizeof p, "%s/%s", dir, names[i]);
        if (unlink(p) == 0) { printf("removed %s\n", p); removed++; }
    }
    
    printf("kept %d newest, removed %d\n", n - removed, removed);
    return 0;
}
