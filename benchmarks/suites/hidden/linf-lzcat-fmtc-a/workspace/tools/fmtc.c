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

static int fmt(const char *path) {
    size_t n;
    char *in = slurp(path, &n);
    if (!in) return 0;
    char *out = malloc(n * 4 + 2);
    size_t o = 0, line = 0;
    for (size_t i = 0; i <= n; i++) {
        char c = i < n ? in[i] : '\n';
        if (i == n && (n == 0 || in[n - 1] == '\n')) break;
        if (c == '\n') {
            while (o > line && (out[o - 1] == ' ' || out[o - 1] == '\t')) o--;
            out[o++] = '\n';
            line = o;
        } else if (c == '\t') {
            do out[o++] = ' '; while ((o - line) % 4);
        } else {
            out[o++] = c;
        }
    }
    int changed = o != n || memcmp(in, out, n) != 0;
    if (changed) { spit(path, out, o, "wb"); printf("formatted %s\n", path); }
    free(in); free(out);
    return changed;
}

static int fmt_dir(const char *dir) {
    DIR *d = opendir(dir);
    if (!d) { fprintf(stderr, "fmtc: cannot open %s\n", dir); return -1; }
    struct dirent *e;
    int count = 0;
    char p[4096];
    while ((e = readdir(d))) {
        if (!ends_with(e->d_name, ".c") && !ends_with(e->d_name, ".h")) continue;
        snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
        count += fmt(p);
    }
    closedir(d);
    return count;
}

static int check_style_file(void) {
    size_t n;
    char *s = slurp(".editorconfig", &n);
    if (!s) return 0;
    int ok = strstr(s, "indent_size = 4") != NULL;
    free(s);
    return ok;
}

int main(int argc, char **argv) {
    const char *dir = argc > 1 ? argv[1] : "src";
    if (!check_style_file()) printf("fmtc: no .editorconfig, using built-in style (4 spaces)\n");
    int n = fmt_dir(dir);
    if (n < 0) return 1;
    printf("fmtc: %d file(s) changed\n", n);
    return 0;
}
