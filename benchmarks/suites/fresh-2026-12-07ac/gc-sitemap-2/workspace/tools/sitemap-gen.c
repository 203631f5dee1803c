/* sitemap-gen: write a sitemap.xml for a built static site.
 *   sitemap-gen PUBLIC_DIR BASE_URL OUT_FILE
 * index.html files map to their directory URL, 404.html is skipped. */
#define _XOPEN_SOURCE 700
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static char **urls;
static time_t *mtimes;
static size_t n, cap;
static size_t rootlen;
static const char *base;

static int ends_with(const char *s, const char *suf) {
    size_t a = strlen(s), b = strlen(suf);
    return a >= b && strcmp(s + a - b, suf) == 0;
}

static int visit(const char *path, const struct stat *st, int type, struct FTW *f) {
    (void)f;
    if (type != FTW_F || !ends_with(path, ".html")) return 0;
    const char *rel = path + rootlen;
    while (*rel == '/') rel++;
    if (strcmp(rel, "404.html") == 0) return 0;
    char buf[4096];
    if (strcmp(rel, "index.html") == 0)
        snprintf(buf, sizeof buf, "%s/", base);
    else if (ends_with(rel, "/index.html"))
        snprintf(buf, sizeof buf, "%s/%.*s/", base, (int)(strlen(rel) - 11), rel);
    else
        snprintf(buf, sizeof buf, "%s/%s", base, rel);
    if (n == cap) {
        cap = cap ? cap * 2 : 64;
        urls = realloc(urls, cap * sizeof *urls);
        mtimes = realloc(mtimes, cap * sizeof *mtimes);
        if (!urls || !mtimes) { perror("realloc"); exit(1); }
    }
    urls[n] = strdup(buf);
    mtimes[n] = st->st_mtime;
    n++;
    return 0;
}

static int cmp(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: %s PUBLIC_DIR BASE_URL OUT_FILE\n", argv[0]);
        return 2;
    }
    
    static char b[2048];
    snprintf(b, sizeof b, "%s", argv[2]);
    size_t bl = strlen(b);
    while (bl && b[bl - 1] == '/') b[--bl] = 0;
    base = b;
    rootlen = strlen(argv[1]);
    if (nftw(argv[1], visit, 16, FTW_PHYS) != 0) { perror(argv[1]); return 1; }
    /* sort urls, keep mtimes paired */
    size_t *idx = malloc(n * sizeof *idx);
    char **sorted = malloc(n * sizeof *sorted);
    memcpy(sorted, urls, n * sizeof *sorted);
    qsort(sorted, n, sizeof *sorted, cmp);
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++)
            if (sorted[i] == urls[j]) { idx[i] = j; break; }
    FILE *o = fopen(argv[3], "w");
    if (!o) { perror(argv[3]); return 1; }
    fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n", o);
    for (size_t i = 0; i < n; i++) {
        char day[16];
        strftime(day, sizeof day, "%Y-%m-%d", gmtime(&mtimes[idx[i]]));
        fprintf(o, "  <url><loc>%s</loc><lastmod>%s</lastmod></url>\n", sorted[i], day);
    }
    fputs("</urlset>\n", o);
    fclose(o);
    printf("sitemap: %zu urls -> %s\n", n, argv[3]);
    return 0;
}
