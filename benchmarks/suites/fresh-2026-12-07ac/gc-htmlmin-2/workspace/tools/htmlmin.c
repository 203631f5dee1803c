/* htmlmin: minify the HTML files of a built site in place.
 *   htmlmin DIR
 * Drops whitespace between tags and collapses other whitespace runs to a
 * single space. <pre>, <textarea>, <script> and <style> bodies are kept as is. */
#define _GNU_SOURCE
#include <ctype.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

static long files, saved;

static const char *raw_end(const char *p) {
    static const char *tags[] = {"pre", "textarea", "script", "style"};
    static const char *ends[] = {"</pre>", "</textarea>", "</script>", "</style>"};
    for (int i = 0; i < 4; i++) {
        size_t l = strlen(tags[i]);
        if (p[0] == '<' && strncasecmp(p + 1, tags[i], l) == 0 && (p[1 + l] == '>' || isspace((unsigned char)p[1 + l])))
            return ends[i];
    }
    return NULL;
}

static size_t minify(const char *in, size_t n, char *out) {
    size_t o = 0;
    const char *p = in, *end = in + n;
    while (p < end) {
        const char *close = raw_end(p);
        if (close) {
            const char *q = strcasestr(p, close);
            q = q ? q + strlen(close) : end;
            memcpy(out + o, p, q - p); o += q - p; p = q;
            continue;
        }
        if (isspace((unsigned char)*p)) {
            const char *q = p;
            while (q < end && isspace((unsigned char)*q)) q++;
            char prev = o ? out[o - 1] : '>';
            if (!(prev == '>' && (q == end || *q == '<'))) out[o++] = ' ';
            p = q;
            continue;
        }
        out[o++] = *p++;
    }
    return o;
}

static int visit(const char *path, const struct stat *st, int type, struct FTW *f) {
    (void)f;
    size_t l = strlen(path);
    if (type != FTW_F || l < 5 || strcmp(path + l - 5, ".html")) return 0;
    FILE *fp = fopen(path, "rb");
    if (!fp) { perror(path); return 0; }
    char *buf = malloc(st->st_size + 1), *out = malloc(st->st_size + 1);
    size_t n = fread(buf, 1, st->st_size, fp);
    fclose(fp);
    buf[n] = 0;
    size_t m = minify(buf, n, out);
    if (m < n) {
        fp = fopen(path, "wb");
        if (fp) { fwrite(out, 1, m, fp); fclose(fp); }
        saved += (long)(n - m);
    }
    files++;
    free(buf); free(out);
    return 0;
}

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: %s DIR\n", argv[0]); return 2; }
    if (nftw(argv[1], visit, 16, FTW_PHYS) != 0) { perror(argv[1]); return 1; }
    printf("htmlmin: %ld files, %ld bytes saved\n", files, saved);
    return 0;
}
