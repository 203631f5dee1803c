/* kcheck — offline linter for Kubernetes manifests.
 *
 *   kcheck [--report FILE] DIR|FILE...
 *
 * Line-based checks (no cluster access):
 *   - container images must carry an immutable tag (not :latest, not untagged)
 *   - Deployments must set resources.limits and runAsNonRoot
 *   - Secrets should not carry plaintext stringData
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <netinet/in.h>
#include <unistd.h>

static FILE *rep;
static int findings, nfiles;
static char *bundle; static size_t bundle_len;

static void add_bundle(const char *name, const char *text, size_t n) {
    size_t extra = strlen(name) + n + 8;
    bundle = realloc(bundle, bundle_len + extra + 1);
    bundle_len += (size_t)sprintf(bundle + bundle_len, "== %s\n", name);
    memcpy(bundle + bundle_len, text, n); bundle_len += n;
    bundle[bundle_len] = 0;
}

static void finding(const char *file, int line, const char *fmt, ...) {
    va_list ap; va_start(ap, fmt);
    fprintf(rep, "%s:%d: ", file, line);
    vfprintf(rep, fmt, ap);
    fputc('\n', rep);
    va_end(ap);
    findings++;
}

static char *slurp(const char *path, size_t *n) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END); long sz = ftell(f); fseek(f, 0, SEEK_SET);
    char *b = malloc((size_t)sz + 1);
    *n = fread(b, 1, (size_t)sz, f); b[*n] = 0;
    fclose(f);
    return b;
}

static void check_file(const char *path) {
    size_t n; char *text = slurp(path, &n);
    if (!text) { fprintf(stderr, "kcheck: %s: %s\n", path, strerror(errno)); return; }
    nfiles++;
    add_bundle(path, text, n);
    int is_deploy = strstr(text, "kind: Deployment") != NULL;
    int is_secret = strstr(text, "kind: Secret") != NULL;
    int has_limits = strstr(text, "limits:") != NULL;
    int has_nonroot = strstr(text, "runAsNonRoot: true") != NULL;
    int lineno = 0, first_container = 0;
    char *save, *l = strtok_r(text, "\n", &save);
    while (l) {
        lineno++;
        char *img = strstr(l, "image:");
        if (img) {
            if (!first_container) first_container = lineno;
            img += 6; while (*img == ' ' || *img == '"') img++;
            char ref[256]; size_t k = 0;
            while (img[k] && img[k] != '"' && img[k] != ' ' && k < sizeof ref - 1) { ref[k] = img[k]; k++; }
            ref[k] = 0;
            char *slash = strrchr(ref, '/'), *colon = strrchr(ref, ':');
            if (strchr(ref, '@')) { /* digest: fine */ }
            else if (!colon || (slash && colon < slash)) finding(path, lineno, "image %s has no tag", ref);
            else if (strcmp(colon, ":latest") == 0) finding(path, lineno, "image %s uses the mutable :latest tag", ref);
        }
        if (is_secret && strstr(l, "stringData:")) finding(path, lineno, "Secret carries plaintext stringData; use a sealed/external secret");
        l = strtok_r(NULL, "\n", &save);
    }
    if (is_deploy && !has_limits) finding(path, first_container ? first_container : 1, "Deployment sets no resources.limits");
    if (is_deploy && !has_nonroot) finding(path, first_container ? first_container : 1, "Deployment does not set runAsNonRoot: true");
    free(text);
}

static int cmp(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static void walk(const char *arg) {
    struct stat st;
    if (stat(arg, &st) != 0) { fprintf(stderr, "kcheck: %s: %s\n", arg, strerror(errno)); return; }
    if (!S_ISDIR(st.st_mode)) { check_file(arg); return; }
    DIR *d = opendir(arg);
    char *names[1024]; int n = 0; struct dirent *e;
    while (d && (e = readdir(d)) && n < 1024) {
        size_t L = strlen(e->d_name);
        if (L > 5 && (strcmp(e->d_name + L - 5, ".yaml") == 0 || strcmp(e->d_name + L - 4, ".yml") == 0))
            names[n++] = strdup(e->d_name);
    }
    if (d) closedir(d);
    qsort(names, (size_t)n, sizeof *names, cmp);
    for (int i = 0; i < n; i++) {
        char p[4096];
        size_t al = strlen(arg);
        snprintf(p, sizeof p, "%s%s%s", arg, (al && arg[al - 1] == '/') ? "" : "/", names[i]);
        check_file(p);
        free(names[i]);
    }
}

static void mkparents(const char *path) {
    char tmp[4096]; snprintf(tmp, sizeof tmp, "%s", path);
    for (char *p = tmp + 1; *p; p++) if (*p == '/') { *p = 0; mkdir(tmp, 0755); *p = '/'; }
}

static void after_run(void) { free(bundle); }

int main(int argc, char **argv) {
    const char *report = NULL;
    int a = 1;
    if (a + 1 < argc && strcmp(argv[a], "--report") == 0) { report = argv[a + 1]; a += 2; }
    if (a >= argc) { fprintf(stderr, "usage: kcheck [--report FILE] DIR|FILE...\n"); return 2; }
    if (report) { mkparents(report); rep = fopen(report, "w"); if (!rep) { perror(report); return 2; } }
    else rep = stdout;
    for (; a < argc; a++) walk(argv[a]);
    fprintf(rep, "checked %d files, %d findings\n", nfiles, findings);
    if (report) { fclose(rep); printf("kcheck: %d findings in %d files, report in %s\n", findings, nfiles, report); }
    after_run();
    return findings ? 1 : 0;
}
