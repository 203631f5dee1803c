#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <unistd.h>
#include <sys/stat.h>

static char *slurp(const char *p, size_t *n) {
    FILE *f = fopen(p, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long sz = ftell(f);
    rewind(f);
    char *b = malloc(sz + 1);
    size_t r = fread(b, 1, sz, f);
    b[r] = 0;
    fclose(f);
    if (n) *n = r;
    return b;
}

static int spit(const char *p, const char *b, size_t n, const char *mode) {
    FILE *f = fopen(p, mode);
    if (!f) return -1;
    fwrite(b, 1, n, f);
    fclose(f);
    return 0;
}

static int ends_with(const char *s, const char *suf) {
    size_t a = strlen(s), b = strlen(suf);
    return a >= b && strcmp(s + a - b, suf) == 0;
}

static int cfg_get(const char *cfg, const char *key, char *out, size_t cap) {
    const char *p = cfg;
    size_t kl = strlen(key);
    while (p && *p) {
        if (!strncmp(p, key, kl) && (p[kl] == ' ' || p[kl] == '=')) {
            const char *v = strchr(p, '=');
            if (!v) return 0;
            v++; while (*v == ' ') v++;
            size_t l = strcspn(v, "\n");
            if (l >= cap) l = cap - 1;
            memcpy(out, v, l); out[l] = 0;
            return 1;
        }
        p = strchr(p, '\n'); if (p) p++;
    }
    return 0;
}

static int check(char *name, size_t cap) {
    char *cfg = slurp("config/service.ini", NULL);
    if (!cfg) { printf("FAIL config/service.ini missing\n"); return 1; }
    char port[32], dir[512];
    int bad = 0;
    if (!cfg_get(cfg, "name", name, cap)) { printf("FAIL name missing\n"); bad = 1; }
    if (!cfg_get(cfg, "port", port, sizeof port) || atoi(port) <= 0) { printf("FAIL port\n"); bad = 1; }
    if (!cfg_get(cfg, "data_dir", dir, sizeof dir) || access(dir, W_OK)) { printf("FAIL data_dir\n"); bad = 1; }
    if (!bad) printf("ok   config (%s on port %s, data in %s)\n", name, port, dir);
    free(cfg);
    return bad;
}

static void record(int bad) {
    mkdir(".health", 0755);
    FILE *f = fopen(".health/last", "w");
    if (f) { fprintf(f, "%s\n", bad ? "unhealthy" : "healthy"); fclose(f); }
}

int main(void) {
    char name[128] = "";
    int bad = check(name, sizeof name);
    struct stat st;
    if (stat("var/data", &st) == 0) printf("ok   data folder present\n");
    record(bad);
    printf(bad ? "unhealthy\n" : "healthy\n");
    return bad;
}
