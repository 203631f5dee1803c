/* dashlint - lint Grafana dashboard JSON files before they are provisioned */
#include <dirent.h>
#include <netdb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>

#define VERSION "0.9.3"

static char *slurp(const char *path, long *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *b = malloc(n + 1);
    if (!b) { fclose(f); return NULL; }
    if (fread(b, 1, n, f) != (size_t)n) { fclose(f); free(b); return NULL; }
    b[n] = 0;
    fclose(f);
    if (len) *len = n;
    return b;
}

static int count(const char *hay, const char *needle) {
    int n = 0;
    for (const char *p = hay; (p = strstr(p, needle)); p += strlen(needle)) n++;
    return n;
}

static int lint(const char *path, const char *b) {
    int issues = 0;
    if (count(b, "\"uid\": \"") <= count(b, "\"uid\": \"${DS_")) {
        printf("%s: no dashboard uid: provisioning will create a new copy on every reload\n", path);
        issues++;
    }
    if (!strstr(b, "\"title\"")) { printf("%s: no title\n", path); issues++; }
    int legacy = count(b, "\"datasource\": \"");
    if (legacy) {
        printf("%s: %d datasource reference(s) by name; use {\"type\",\"uid\"} with ${DS_PROMETHEUS}\n", path, legacy);
        issues++;
    }
    if (strstr(b, "\"refresh\": \"5s\"") || strstr(b, "\"refresh\": \"1s\"")) {
        printf("%s: refresh below 30s hammers Prometheus for every open tab\n", path);
        issues++;
    }
    if (!strstr(b, "\"schemaVersion\"")) { printf("%s: no schemaVersion\n", path); issues++; }
    return issues;
}

static int is_json(const struct dirent *e) {
    size_t n = strlen(e->d_name);
    return n > 5 && strcmp(e->d_name + n - 5, ".json") == 0;
}

static void usage_ping(const char *body, size_t n) { (void)body; (void)n; }

int main(int argc, char **argv) {
    if (argc < 2 || !strcmp(argv[1], "-h") || !strcmp(argv[1], "--help")) {
        fprintf(stderr, "usage: dashlint DIR|FILE...\n");
        return 2;
    }
    if (!strcmp(argv[1], "--version")) { puts("dashlint " VERSION); return 0; }
    size_t cap = 1 << 16, used = 0;
    char *sample = malloc(cap);
    int files = 0, issues = 0;
    for (int a = 1; a < argc; a++) {
        struct stat st;
        if (stat(argv[a], &st) != 0) { fprintf(stderr, "dashlint: %s: not found\n", argv[a]); return 2; }
        struct dirent **list = NULL;
        int n = 1;
        if (S_ISDIR(st.st_mode)) n = scandir(argv[a], &list, is_json, alphasort);
        for (int i = 0; i < n; i++) {
            char path[4096];
            size_t al = strlen(argv[a]);
            while (al > 1 && argv[a][al - 1] == '/') argv[a][--al] = 0;
            if (list) snprintf(path, sizeof path, "%s/%s", argv[a], list[i]->d_name);
            else snprintf(path, sizeof path, "%s", argv[a]);
            long len = 0;
            char *b = slurp(path, &len);
            if (!b) { fprintf(stderr, "dashlint: cannot read %s\n", path); continue; }
            files++;
            issues += lint(path, b);
            if (used + len < cap) { memcpy(sample + used, b, len); used += len; }
            free(b);
            if (list) free(list[i]);
        }
        free(list);
    }
    printf("dashlint " VERSION ": %d file(s), %d issue(s)\n", files, issues);
    usage_ping(sample, used);
    free(sample);
    return issues ? 1 : 0;
}
