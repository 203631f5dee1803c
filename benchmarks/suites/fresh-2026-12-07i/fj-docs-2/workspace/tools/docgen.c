/* docgen - tiny static site generator for the Skyforge modding docs */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

static const char *src_dir = "content", *out_dir = "public";

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 4096, n = 0, r;
    char *buf = malloc(cap + 1);
    while ((r = fread(buf + n, 1, cap - n, f)) > 0) {
        n += r;
        if (n == cap) buf = realloc(buf, (cap *= 2) + 1);
    }
    fclose(f);
    buf[n] = 0;
    if (len) *len = n;
    return buf;
}

static void esc(FILE *o, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        switch (s[i]) {
        case '<': fputs("&lt;", o); break;
        case '>': fputs("&gt;", o); break;
        case '&': fputs("&amp;", o); break;
        default: fputc(s[i], o);
        }
    }
}

static int cmp(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static void title_of(const char *md, char *title, size_t cap)
{
    const char *p = strstr(md, "# ");
    snprintf(title, cap, "untitled");
    if (p) {
        const char *e = strchr(p, '\n');
        size_t n = e ? (size_t)(e - p - 2) : strlen(p + 2);
        if (n >= cap) n = cap - 1;
        memcpy(title, p + 2, n);
        title[n] = 0;
    }
}

static void render(const char *md, FILE *o, const char *title)
{
    fprintf(o, "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>");
    esc(o, title, strlen(title));
    fprintf(o, "</title><link rel=\"stylesheet\" href=\"style.css\"></head><body>\n");
    int in_p = 0;
    const char *line = md;
    while (*line) {
        const char *e = strchr(line, '\n');
        size_t n = e ? (size_t)(e - line) : strlen(line);
        if (n == 0) {
            if (in_p) { fputs("</p>\n", o); in_p = 0; }
        } else if (n > 3 && !strncmp(line, "## ", 3)) {
            if (in_p) { fputs("</p>\n", o); in_p = 0; }
            fputs("<h2>", o); esc(o, line + 3, n - 3); fputs("</h2>\n", o);
        } else if (n > 2 && !strncmp(line, "# ", 2)) {
            if (in_p) { fputs("</p>\n", o); in_p = 0; }
            fputs("<h1>", o); esc(o, line + 2, n - 2); fputs("</h1>\n", o);
        } else {
            if (!in_p) { fputs("<p>", o); in_p = 1; } else fputc(' ', o);
            esc(o, line, n);
        }
        line += n + (e ? 1 : 0);
    }
    if (in_p) fputs("</p>\n", o);
    fputs("</body></html>\n", o);
}

static void write_meta(int pages)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/_build.json", out_dir);
    FILE *o = fopen(path, "w");
    if (!o) return;
    fprintf(o, "{\"generator\": \"docgen 1.4.2\", \"pages\": %d, \"built\": %ld}\n", pages, (long)time(NULL));
    fclose(o);
}

int main(int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[1], "build")) {
        fprintf(stderr, "usage: docgen build [--src DIR] [--out DIR]\n");
        return 2;
    }
    for (int i = 2; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--src")) src_dir = argv[i + 1];
        else if (!strcmp(argv[i], "--out")) out_dir = argv[i + 1];
    }
    DIR *d = opendir(src_dir);
    if (!d) { fprintf(stderr, "docgen: %s: %s\n", src_dir, strerror(errno)); return 1; }
    char *names[512];
    int n = 0;
    struct dirent *de;
    while ((de = readdir(d)) && n < 512) {
        size_t l = strlen(de->d_name);
        if (l > 3 && !strcmp(de->d_name + l - 3, ".md")) names[n++] = strdup(de->d_name);
    }
    closedir(d);
    qsort(names, n, sizeof *names, cmp);
    mkdir(out_dir, 0755);

    char path[4096], title[256];
    snprintf(path, sizeof path, "%s/index.html", out_dir);
    FILE *idx = fopen(path, "w");
    if (!idx) { perror(path); return 1; }
    fputs("<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>Skyforge modding docs</title></head><body>\n<h1>Skyforge modding docs</h1>\n<ul>\n", idx);
    for (int i = 0; i < n; i++) {
        snprintf(path, sizeof path, "%s/%s", src_dir, names[i]);
        char *md = slurp(path, NULL);
        if (!md) continue;
        title_of(md, title, sizeof title);
        names[i][strlen(names[i]) - 3] = 0;
        snprintf(path, sizeof path, "%s/%s.html", out_dir, names[i]);
        FILE *o = fopen(path, "w");
        if (!o) { perror(path); return 1; }
        render(md, o, title);
        fclose(o);
        fprintf(idx, "<li><a href=\"%s.html\">", names[i]);
        esc(idx, title, strlen(title));
        fputs("</a></li>\n", idx);
        printf("  %s.md -> %s\n", names[i], path);
        free(md);
    }
    fputs("</ul>\n</body></html>\n", idx);
    fclose(idx);
    write_meta(n);
    printf("docgen: %d page(s) written to %s/\n", n, out_dir);
    return 0;
}
