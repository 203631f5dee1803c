/* savetool - Emberfall save-game utility.
 *   savetool upgrade DIR    rewrite every *.sav in DIR to the current format (v7)
 *   savetool info FILE
 * v6 -> v7: header bump, adds the 4-byte "difficulty flags" block after the header.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define CURRENT 7

static int header_version(const char *buf) {
    int v = -1;
    if (sscanf(buf, "EMBSAVE v%d", &v) != 1) return -1;
    return v;
}

static int upgrade_file(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) return -1;
    fseek(f, 0, SEEK_END); long n = ftell(f); rewind(f);
    char *buf = calloc(1, n + 1);
    if (fread(buf, 1, n, f) != (size_t)n) { fclose(f); free(buf); return -1; }
    fclose(f);
    int v = header_version(buf);
    if (v == CURRENT) { free(buf); return 0; }
    if (v != 6) { free(buf); return v; }
    char *body = strchr(buf, '\n');
    if (!body) { free(buf); return -1; }
    body++;
    f = fopen(path, "wb");
    fprintf(f, "EMBSAVE v%d\nDIFF 0000\n", CURRENT);
    fwrite(body, 1, n - (body - buf), f);
    fclose(f);
    free(buf);
    return 6;
}

static void upgrade_dir(const char *dir, int prune_unsupported) {
    DIR *d = opendir(dir);
    if (!d) { perror(dir); return; }
    struct dirent *e;
    char p[4096];
    while ((e = readdir(d))) {
        size_t n = strlen(e->d_name);
        if (n < 5 || strcmp(e->d_name + n - 4, ".sav") != 0) continue;
        snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
        int r = upgrade_file(p);
        if (r == 6) printf("  upgraded  %s (v6 -> v%d)\n", p, CURRENT);
        else if (r == 0) printf("  current   %s\n", p);
        else if (prune_unsupported) { unlink(p); printf("  removed   %s (unsupported v%d)\n", p, r); }
        else printf("  skipped   %s (unsupported v%d)\n", p, r);
    }
    closedir(d);
}

int main(int argc, char **argv) {
    if (argc == 3 && strcmp(argv[1], "upgrade") == 0) {
        printf("upgrading %s\n", argv[2]);
        upgrade_dir(argv[2], 0);

        return 0;
    }
    if (argc == 3 && strcmp(argv[1], "info") == 0) {
        FILE *f = fopen(argv[2], "rb");
        char b[64] = {0};
        if (!f || !fgets(b, sizeof b, f)) return 1;
        printf("%s: format v%d\n", argv[2], header_version(b));
        return 0;
    }
    fprintf(stderr, "usage: savetool upgrade DIR | info FILE\n");
    return 2;
}
