/* mlflow-gc: permanently remove runs of a FileStore backend (mlruns/) that can be purged.
 * Same idea as `mlflow gc`, without needing a python env with mlflow on the box. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int dry_run = 0;

static char *slurp(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) return NULL;
    static char buf[8192];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = 0;
    fclose(f);
    return buf;
}

static void field(const char *meta, const char *key, char *out, size_t len) {
    const char *p = strstr(meta, key);
    out[0] = 0;
    if (!p) return;
    p += strlen(key);
    size_t i = 0;
    while (p[i] && p[i] != '\n' && i + 1 < len) { out[i] = p[i]; i++; }
    out[i] = 0;
}

static int purgeable(const char *meta) {
    return strstr(meta, "\nlifecycle_stage: deleted\n") != NULL;
}

static int purge(const char *path) {
    char cmd[4096];
    snprintf(cmd, sizeof cmd, "rm -rf -- '%s'", path);
    return system(cmd);
}

int main(int argc, char **argv) {
    const char *root = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--dry-run")) dry_run = 1;
        else if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
            printf("usage: mlflow-gc [--dry-run] MLRUNS_DIR\n");
            return 0;
        } else root = argv[i];
    }
    if (!root) { fprintf(stderr, "usage: mlflow-gc [--dry-run] MLRUNS_DIR\n"); return 2; }
    DIR *top = opendir(root);
    if (!top) { perror(root); return 1; }
    struct dirent *e, *r;
    int purged = 0, kept = 0;
    while ((e = readdir(top))) {
        if (e->d_name[0] == '.' || !strcmp(e->d_name, "models")) continue;
        char exp[2048];
        snprintf(exp, sizeof exp, "%s/%s", root, e->d_name);
        DIR *d = opendir(exp);
        if (!d) continue;
        while ((r = readdir(d))) {
            if (r->d_name[0] == '.') continue;
            char run[3072], metap[3200];
            snprintf(run, sizeof run, "%s/%s", exp, r->d_name);
            snprintf(metap, sizeof metap, "%s/meta.yaml", run);
            char *meta = slurp(metap);
            if (!meta || !strstr(meta, "run_id:")) continue;
            char name[256];
            field(meta, "run_name: ", name, sizeof name);
            if (purgeable(meta)) {
                printf("%s run %s (%s)\n", dry_run ? "would purge" : "purged", r->d_name, name);
                if (!dry_run) purge(run);
                purged++;
            } else kept++;
        }
        closedir(d);
    }
    closedir(top);
    printf("%d runs purged, %d kept\n", purged, kept);
    return 0;
}
