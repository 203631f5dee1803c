/* pyfix: the whitespace fixers from our pre-commit config, as one static binary
 * (trailing whitespace, tab indentation -> 4 spaces, end-of-file newline). */
#define _XOPEN_SOURCE 700
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int nfixed = 0;

static size_t emit(char *out, size_t o, const char *s, size_t n) {
    memcpy(out + o, s, n);
    return o + n;
}

static size_t fix_line(const char *line, size_t len, char *out, size_t o) {
    while (len && (line[len - 1] == ' ' || line[len - 1] == '\t' || line[len - 1] == '\r')) len--;
    size_t i = 0;
    while (i < len && (line[i] == '\t' || line[i] == ' ')) {
        o = line[i] == '\t' ? emit(out, o, "    ", 4) : emit(out, o, " ", 1);
        i++;
    }
    return emit(out, o, line + i, len - i);
}

static int fix_file(const char *path, const struct stat *st, int type, struct FTW *ftw) {
    (void)st; (void)ftw;
    size_t pl = strlen(path);
    if (type != FTW_F || pl < 3 || strcmp(path + pl - 3, ".py")) return 0;
    FILE *f = fopen(path, "rb");
    if (!f) return 0;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *in = malloc(n + 1), *out = malloc(4 * n + 16);
    if (fread(in, 1, n, f) != (size_t)n) { fclose(f); free(in); free(out); return 0; }
    fclose(f);
    size_t o = 0;
    long start = 0;
    for (long i = 0; i <= n; i++) {
        if (i == n || in[i] == '\n') {
            if (i == n && start == n) break;
            o = fix_line(in + start, i - start, out, o);
            out[o++] = '\n';
            start = i + 1;
        }
    }
    while (o > 1 && out[o - 1] == '\n' && out[o - 2] == '\n') o--;
    if (o != (size_t)n || memcmp(in, out, o)) {
        f = fopen(path, "wb");
        if (f) { fwrite(out, 1, o, f); fclose(f); }
        printf("fixed %s\n", path);
        nfixed++;
    }
    free(in); free(out);
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: pyfix PATH...\n"); return 2; }
    for (int i = 1; i < argc; i++) {
        if (nftw(argv[i], fix_file, 16, FTW_PHYS) != 0) { perror(argv[i]); return 1; }
    }
    printf("%d file%s fixed\n", nfixed, nfixed == 1 ? "" : "s");
    return 0;
}
