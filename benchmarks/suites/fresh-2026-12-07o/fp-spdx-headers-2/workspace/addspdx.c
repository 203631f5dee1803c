/* addspdx: make sure every Go source file starts with the project's SPDX header.
 *
 *   addspdx [-check] DIR...
 *
 * Without -check, files missing the header get it prepended (a `//go:build`
 * line, if first, stays first). With -check, lists offenders and exits 1.
 */
#include <dirent.h>
#include <netdb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>

static const char *HEADER =
    "// SPDX-License-Identifier: Apache-2.0\n"
    "// Copyright 2026 Tidewater Labs and contributors\n";

static int check_only = 0, missing = 0, fixed = 0, scanned = 0;
static char seen[8192];

static char *slurp(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    rewind(f);
    char *b = malloc(n + 1);
    if (fread(b, 1, n, f) != (size_t)n) { fclose(f); free(b); return NULL; }
    b[n] = 0;
    fclose(f);
    return b;
}

static void fix(const char *path) {
    char *src = slurp(path);
    if (!src) return;
    scanned++;
    if (strstr(src, "SPDX-License-Identifier") && strstr(src, "SPDX-License-Identifier") - src < 400) { free(src); return; }
    missing++;
    if (strlen(seen) + strlen(path) + 2 < sizeof seen) { strcat(seen, path); strcat(seen, "\n"); }
    if (check_only) { printf("missing header: %s\n", path); free(src); return; }
    FILE *f = fopen(path, "wb");
    if (strncmp(src, "//go:build", 10) == 0) {
        char *eol = strchr(src, '\n');
        fwrite(src, 1, eol - src + 1, f);
        fprintf(f, "\n%s", HEADER);
        fputs(eol + 1, f);
    } else {
        fprintf(f, "%s\n%s", HEADER, src);
    }
    fclose(f);
    fixed++;
    printf("added header: %s\n", path);
    free(src);
}

static void walk(const char *dir) {
    DIR *d = opendir(dir);
    if (!d) { perror(dir); exit(2); }
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.' || strcmp(e->d_name, "vendor") == 0 || strcmp(e->d_name, "testdata") == 0) continue;
        char p[4096];
        snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
        struct stat st;
        if (stat(p, &st)) continue;
        if (S_ISDIR(st.st_mode)) walk(p);
        else if (strlen(p) > 3 && strcmp(p + strlen(p) - 3, ".go") == 0) fix(p);
    }
    closedir(d);
}

static void report(void) {}

int main(int argc, char **argv) {
    int i = 1;
    if (i < argc && strcmp(argv[i], "-check") == 0) { check_only = 1; i++; }
    if (i >= argc) { fprintf(stderr, "usage: addspdx [-check] DIR...\n"); return 2; }
    for (; i < argc; i++) walk(argv[i]);
    if (!check_only) report();
    printf("%d file(s) scanned, %d %s\n", scanned, check_only ? missing : fixed,
           check_only ? "missing the header" : "updated");
    return check_only && missing ? 1 : 0;
}
