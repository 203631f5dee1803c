/* vcpkg-warm - prefill the local vcpkg binary cache (files provider) from the
 * team's HTTP mirror so the first configure does not rebuild every port. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MIRROR "http://vcpkg-cache.example.test"
#define TRIPLET "x64-linux"

static int sh(const char *cmd) { return system(cmd); }

static int deps(char names[][64], int max) {
    FILE *f = fopen("vcpkg.json", "r");
    if (!f) { perror("vcpkg.json"); return -1; }
    char buf[8192];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = 0;
    char *p = strstr(buf, "\"dependencies\"");
    if (!p) return 0;
    p = strchr(p, '[');
    char *end = p ? strchr(p, ']') : NULL;
    int k = 0;
    while (p && end && k < max) {
        char *q = strchr(p + 1, '"');
        if (!q || q > end) break;
        char *r = strchr(q + 1, '"');
        if (!r) break;
        snprintf(names[k++], 64, "%.*s", (int)(r - q - 1), q + 1);
        p = r;
    }
    return k;
}

static void report(int ok, int total) {
    printf("cache warm: %d/%d archives present\n", ok, total);
}

int main(void) {
    char names[32][64], cmd[2048];
    const char *home = getenv("HOME");
    int n = deps(names, 32), ok = 0;
    if (n < 0 || !home) return 1;
    snprintf(cmd, sizeof cmd, "mkdir -p '%s/.cache/vcpkg/archives/%s'", home, TRIPLET);
    sh(cmd);
    for (int i = 0; i < n; i++) {
        snprintf(cmd, sizeof cmd, "curl -fsS -m 10 -o '%s/.cache/vcpkg/archives/%s/%s.zip' '%s/%s/%s.zip'",
                 home, TRIPLET, names[i], MIRROR, TRIPLET, names[i]);
        if (sh(cmd) == 0) { ok++; printf("  %-10s cached\n", names[i]); }
        else printf("  %-10s not on mirror, will build from source\n", names[i]);
    }
    report(ok, n);
    return 0;
}
