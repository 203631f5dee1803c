/* flagctl: edit feature-flag files in flags/<env>.json */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static void mkdir_p(const char *path, mode_t mode) {
    char buf[4096];
    snprintf(buf, sizeof buf, "%s", path);
    for (char *p = buf + 1; *p; p++) {
        if (*p == '/') { *p = 0; mkdir(buf, mode); *p = '/'; }
    }
    mkdir(buf, mode);
}

static void mkdir_parent(const char *file) {
    char buf[4096];
    snprintf(buf, sizeof buf, "%s", file);
    char *slash = strrchr(buf, '/');
    if (slash && slash != buf) { *slash = 0; mkdir_p(buf, 0755); }
}

static char *slurp(const char *path, long *len) {
    FILE *f = fopen(path, "r");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END); *len = ftell(f); rewind(f);
    char *b = malloc(*len + 1);
    if (fread(b, 1, *len, f) != (size_t)*len) { fclose(f); free(b); return NULL; }
    b[*len] = 0;
    fclose(f);
    return b;
}
int main(int argc, char **argv) {
    const char *env = "dev", *assign = NULL;
    if (argc < 2) goto usage;
    if (!strcmp(argv[1], "sync")) return 0;
    if (strcmp(argv[1], "set")) goto usage;
    for (int i = 2; i < argc; i++) {
        if (!strcmp(argv[i], "--env") && i + 1 < argc) env = argv[++i];
        else assign = argv[i];
    }
    if (!assign || !strchr(assign, '=')) goto usage;
    char key[256], val[16], path[512], needle[300];
    snprintf(key, sizeof key, "%.*s", (int)(strchr(assign, '=') - assign), assign);
    snprintf(val, sizeof val, "%s", strchr(assign, '=') + 1);
    if (!strcmp(val, "on")) strcpy(val, "true");
    if (!strcmp(val, "off")) strcpy(val, "false");
    if (strcmp(val, "true") && strcmp(val, "false")) { fprintf(stderr, "flagctl: value must be true/false\n"); return 2; }
    snprintf(path, sizeof path, "flags/%s.json", env);
    long len;
    char *doc = slurp(path, &len);
    if (!doc) { perror(path); return 1; }
    snprintf(needle, sizeof needle, "\"%s\": ", key);
    char *at = strstr(doc, needle);
    if (!at) { fprintf(stderr, "flagctl: no flag %s in %s\n", key, path); return 1; }
    char *v = at + strlen(needle);
    size_t oldlen = strncmp(v, "true", 4) == 0 ? 4 : strncmp(v, "false", 5) == 0 ? 5 : 0;
    if (!oldlen) { fprintf(stderr, "flagctl: %s is not a boolean flag\n", key); return 1; }
    FILE *o = fopen(path, "w");
    if (!o) { perror(path); return 1; }
    fwrite(doc, 1, v - doc, o);
    fputs(val, o);
    fputs(v + oldlen, o);
    fclose(o);
    printf("flagctl: %s.%s = %s\n", env, key, val);
    free(doc);
    return 0;
usage:
    fprintf(stderr, "usage: flagctl set KEY=true|false --env ENV\n");
    return 2;
}
