/* vendorsync: vendor Go modules from the offline mirror.
 *
 * vendor.lock lists "module version" pairs. For each one the tree
 * <mirror>/<module>@<version> is copied to vendor/<module>, then
 * vendor/modules.txt and the require block of go.mod are rewritten.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAX_MODS 256
#define MAX_COMMENTS 64

struct mod {
    char path[256];
    char version[64];
    char go[16];
};

static struct mod mods[MAX_MODS];
static int nmods;
static char comments[MAX_COMMENTS][512];
static int ncomments;

static void die(const char *fmt, const char *arg) {
    fprintf(stderr, "vendorsync: ");
    fprintf(stderr, fmt, arg);
    fputc('\n', stderr);
    exit(1);
}

static int safe_token(const char *s) {
    if (!*s || s[0] == '-' || strstr(s, "..")) return 0;
    for (; *s; s++)
        if (!(isalnum((unsigned char)*s) || strchr("._/-+~", *s))) return 0;
    return 1;
}

static int is_dir(const char *p) {
    struct stat st;
    return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

static void read_lock(const char *lock) {
    FILE *f = fopen(lock, "r");
    char line[512];
    if (!f) die("cannot open %s", lock);
    while (fgets(line, sizeof line, f)) {
        char p[256], v[64];
        if (line[0] == '#' || line[0] == '\n') {
            if (ncomments < MAX_COMMENTS) snprintf(comments[ncomments++], sizeof comments[0], "%s", line);
            continue;
        }
        if (sscanf(line, "%255s %63s", p, v) != 2) die("bad line in lock file: %s", line);
        if (!safe_token(p) || !safe_token(v)) die("bad module or version: %s", line);
        if (nmods == MAX_MODS) die("too many modules in %s", lock);
        snprintf(mods[nmods].path, sizeof mods[0].path, "%s", p);
        snprintf(mods[nmods].version, sizeof mods[0].version, "%s", v);
        nmods++;
    }
    fclose(f);
}

static void write_file_atomic(const char *path, const char *content) {
    char tmp[600];
    FILE *f;
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    if (!(f = fopen(tmp, "w"))) die("cannot write %s", tmp);
    fputs(content, f);
    if (fclose(f) != 0 || rename(tmp, path) != 0) die("cannot replace %s", path);
}

static void write_lock(const char *lock) {
    static char buf[65536];
    int i;
    buf[0] = 0;
    for (i = 0; i < ncomments; i++) strncat(buf, comments[i], sizeof buf - strlen(buf) - 1);
    for (i = 0; i < nmods; i++) {
        char line[400];
        snprintf(line, sizeof line, "%s %s\n", mods[i].path, mods[i].version);
        strncat(buf, line, sizeof buf - strlen(buf) - 1);
    }
    write_file_atomic(lock, buf);
}

static void apply_set(const char *spec) {
    char p[256], *at;
    int i;
    snprintf(p, sizeof p, "%s", spec);
    at = strrchr(p, '@');
    if (!at) die("--set wants MODULE@VERSION, got %s", spec);
    *at = 0;
    if (!safe_token(p) || !safe_token(at + 1)) die("bad --set value %s", spec);
    for (i = 0; i < nmods; i++) {
        if (!strcmp(mods[i].path, p)) {
            if (strcmp(mods[i].version, at + 1))
                printf("pin %s %s -> %s\n", p, mods[i].version, at + 1);
            snprintf(mods[i].version, sizeof mods[0].version, "%s", at + 1);
            return;
        }
    }
    if (nmods == MAX_MODS) die("too many modules (%s)", spec);
    snprintf(mods[nmods].path, sizeof mods[0].path, "%s", p);
    snprintf(mods[nmods].version, sizeof mods[0].version, "%s", at + 1);
    printf("pin %s %s (new)\n", p, at + 1);
    nmods++;
}

static void read_go_directive(const char *dir, char *out, size_t n) {
    char path[600], line[256];
    FILE *f;
    snprintf(out, n, "1.21");
    snprintf(path, sizeof path, "%s/go.mod", dir);
    if (!(f = fopen(path, "r"))) return;
    while (fgets(line, sizeof line, f))
        if (!strncmp(line, "go ", 3)) {
            line[strcspn(line, "\r\n")] = 0;
            snprintf(out, n, "%s", line + 3);
            break;
        }
    fclose(f);
}

static void sync_module(const char *mirror, struct mod *m) {
    char src[600], dst[600], cmd[2048];
    snprintf(src, sizeof src, "%s/%s@%s", mirror, m->path, m->version);
    snprintf(dst, sizeof dst, "vendor/%s", m->path);
    if (!is_dir(src)) die("%s not in mirror (fetch it into the mirror first)", src);
    read_go_directive(src, m->go, sizeof m->go);
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p \"$(dirname '%s')\" && cp -R '%s' '%s'", dst, dst, src, dst);
    if (system(cmd) != 0) die("copy failed for %s", m->path);
    printf("vendored %s %s\n", m->path, m->version);
}

static void write_modules_txt(void) {
    static char buf[65536];
    int i;
    buf[0] = 0;
    for (i = 0; i < nmods; i++) {
        char block[800];
        snprintf(block, sizeof block, "# %s %s\n## explicit; go %s\n%s\n", mods[i].path, mods[i].version, mods[i].go, mods[i].path);
        strncat(buf, block, sizeof buf - strlen(buf) - 1);
    }
    write_file_atomic("vendor/modules.txt", buf);
}

static void update_go_mod(void) {
    static char out[65536];
    char line[512];
    FILE *f = fopen("go.mod", "r");
    int in_req = 0, i;
    if (!f) return;
    out[0] = 0;
    while (fgets(line, sizeof line, f)) {
        if (in_req) {
            if (line[0] == ')') {
                in_req = 0;
                strncat(out, line, sizeof out - strlen(out) - 1);
            }
            continue;
        }
        strncat(out, line, sizeof out - strlen(out) - 1);
        if (!strncmp(line, "require (", 9)) {
            in_req = 1;
            for (i = 0; i < nmods; i++) {
                char req[400];
                snprintf(req, sizeof req, "\t%s %s\n", mods[i].path, mods[i].version);
                strncat(out, req, sizeof out - strlen(out) - 1);
            }
        }
    }
    fclose(f);
    write_file_atomic("go.mod", out);
}

static void usage(void) {
    fputs("usage: vendorsync [--lock FILE] [--mirror DIR] [--set MODULE@VERSION]...\n", stderr);
    exit(2);
}

int main(int argc, char **argv) {
    const char *lock = "vendor.lock", *mirror = "third_party/modmirror";
    const char *sets[64];
    int nsets = 0, i;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--lock") && i + 1 < argc) lock = argv[++i];
        else if (!strcmp(argv[i], "--mirror") && i + 1 < argc) mirror = argv[++i];
        else if (!strcmp(argv[i], "--set") && i + 1 < argc && nsets < 64) sets[nsets++] = argv[++i];
        else usage();
    }
    if (!is_dir(mirror)) die("mirror %s not found", mirror);
    read_lock(lock);
    for (i = 0; i < nsets; i++) apply_set(sets[i]);
    mkdir("vendor", 0755);
    for (i = 0; i < nmods; i++) sync_module(mirror, &mods[i]);
    write_modules_txt();
    update_go_mod();
    if (nsets) write_lock(lock);
    printf("vendorsync: %d modules in vendor/\n", nmods);
    return 0;
}
