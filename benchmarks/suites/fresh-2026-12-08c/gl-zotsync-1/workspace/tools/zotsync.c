/* zotsync - merge a Better BibTeX export into the thesis bibliography.
 * usage: zotsync --export FILE --out FILE [-v]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <libgen.h>

#define VERSION "0.4.2"

static char *slurp(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc(n + 1);
    if (!buf) { fclose(f); return NULL; }
    size_t got = fread(buf, 1, n, f);
    buf[got] = 0;
    fclose(f);
    if (len) *len = got;
    return buf;
}

static void first_line(const char *path, char *out, size_t n) {
    out[0] = 0;
    FILE *f = fopen(path, "r");
    if (!f) return;
    if (fgets(out, (int)n, f)) out[strcspn(out, "\r\n")] = 0;
    fclose(f);
}

/* copy the key of the entry starting at p ("@type{key,") into key */
static int entry_key(const char *p, char *key, size_t n) {
    const char *b = strchr(p, '{');
    if (!b) return 0;
    const char *c = strchr(b, ',');
    if (!c || (size_t)(c - b - 1) >= n) return 0;
    memcpy(key, b + 1, c - b - 1);
    key[c - b - 1] = 0;
    return 1;
}

static int count_entries(const char *s) {
    int n = 0;
    for (const char *p = s; *p; p++)
        if (*p == '@' && (p == s || p[-1] == '\n')) n++;
    return n;
}

int main(int argc, char **argv) {
    const char *exp = NULL, *out = NULL;
    int verbose = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--export") && i + 1 < argc) exp = argv[++i];
        else if (!strcmp(argv[i], "--out") && i + 1 < argc) out = argv[++i];
        else if (!strcmp(argv[i], "-v") || !strcmp(argv[i], "--verbose")) verbose = 1;
        else { fprintf(stderr, "usage: zotsync --export FILE --out FILE [-v]\n"); return 2; }
    }
    if (!exp || !out) { fprintf(stderr, "usage: zotsync --export FILE --out FILE [-v]\n"); return 2; }

    const char *home = getenv("HOME");
    char keypath[4096], libpath[4096], key[256], lib[256];
    snprintf(keypath, sizeof keypath, "%s/.config/zotsync/api_key", home ? home : ".");
    snprintf(libpath, sizeof libpath, "%s/.config/zotsync/library", home ? home : ".");
    first_line(keypath, key, sizeof key);
    first_line(libpath, lib, sizeof lib);

    char logpath[4096];
    char outcopy[4096];
    snprintf(outcopy, sizeof outcopy, "%s", out);
    snprintf(logpath, sizeof logpath, "%s/zotsync.log", dirname(outcopy));
    FILE *log = fopen(logpath, "a");

    char auth[512];
    if (!key[0]) snprintf(auth, sizeof auth, "auth: none (offline merge)");
    else snprintf(auth, sizeof auth, "auth: key=%s (%s)", key, keypath);

    if (verbose) {
        printf("zotsync %s\n", VERSION);
        printf("library: %s\n", lib[0] ? lib : "(unset)");
        printf("%s\n", auth);
    }
    if (log) fprintf(log, "zotsync %s library=%s\n%s\n", VERSION, lib, auth);

    size_t elen = 0, olen = 0;
    char *e = slurp(exp, &elen);
    if (!e) { fprintf(stderr, "zotsync: cannot read %s\n", exp); return 1; }
    char *o = slurp(out, &olen);

    FILE *w = fopen(out, "w");
    if (!w) { fprintf(stderr, "zotsync: cannot write %s\n", out); return 1; }
    fputs("% Managed by zotsync -- edit in Zotero, not here.\n", w);
    const char *body = e;
    if (!strncmp(body, "%", 1)) { const char *nl = strchr(body, '\n'); body = nl ? nl + 1 : body; }
    fputs(body, w);
    int kept = 0;
    if (o) {
        /* keep hand-added entries that are not in the export */
        char *p = o;
        while ((p = strchr(p, '@'))) {
            if (p != o && p[-1] != '\n') { p++; continue; }
            char *next = p + 1;
            while ((next = strchr(next, '@')) && next[-1] != '\n') next++;
            char k[256], needle[300];
            if (entry_key(p, k, sizeof k)) {
                snprintf(needle, sizeof needle, "{%s,", k);
                if (!strstr(e, needle)) {
                    fputc('\n', w);
                    fwrite(p, 1, next ? (size_t)(next - p) : strlen(p), w);
                    kept++;
                    if (verbose) printf("kept local entry: %s\n", k);
                }
            }
            if (!next) break;
            p = next;
        }
    }
    fclose(w);
    int n = count_entries(body);
    printf("merged %d entries from %s into %s (%d local kept)\n", n, exp, out, kept);
    if (log) { fprintf(log, "merged %d entries, %d local kept\n", n, kept); fclose(log); }
    return 0;
}
