/* csvdedupe: remove duplicate data rows from a CSV file in place.
 * Keeps the header line and the first occurrence of every row. */
#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define TABSZ 65536

static char *slots[TABSZ];

static uint64_t fnv1a(const char *s, size_t n) {
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < n; i++) { h ^= (unsigned char)s[i]; h *= 1099511628211ULL; }
    return h;
}

/* returns 1 if key was already present, else stores it and returns 0 */
static int seen(char *key) {
    uint64_t h = fnv1a(key, strlen(key)) & (TABSZ - 1);
    while (slots[h]) {
        if (strcmp(slots[h], key) == 0) return 1;
        h = (h + 1) & (TABSZ - 1);
    }
    slots[h] = key;
    return 0;
}

/* two rows are duplicates only if they are byte-for-byte identical */
static char *row_key(const char *row) {
    return strdup(row);
}

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: csvdedupe FILE.csv\n"); return 2; }
    const char *path = argv[1];
    FILE *in = fopen(path, "r");
    if (!in) { fprintf(stderr, "csvdedupe: %s: %s\n", path, strerror(errno)); return 1; }
    struct stat st;
    fstat(fileno(in), &st);

    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s.csvdedupe.tmp", path);
    FILE *out = fopen(tmp, "w");
    if (!out) { fprintf(stderr, "csvdedupe: %s: %s\n", tmp, strerror(errno)); return 1; }

    char *line = NULL; size_t cap = 0; ssize_t len;
    long in_rows = 0, out_rows = 0, dropped = 0;
    int header = 1;
    while ((len = getline(&line, &cap, in)) != -1) {
        char *row = strndup(line, (size_t)len);
        row[strcspn(row, "\r\n")] = '\0';
        if (header) { fprintf(out, "%s\n", row); header = 0; free(row); continue; }
        if (row[0] == '\0') { free(row); continue; }
        in_rows++;
        char *key = row_key(row);
        if (seen(key)) { dropped++; free(key); free(row); continue; }
        fprintf(out, "%s\n", row);
        out_rows++;
        free(row);
    }
    free(line);
    fclose(in);
    if (fflush(out) != 0 || fsync(fileno(out)) != 0 || fclose(out) != 0) {
        fprintf(stderr, "csvdedupe: write failed: %s\n", strerror(errno)); unlink(tmp); return 1;
    }
    chmod(tmp, st.st_mode & 07777);
    if (rename(tmp, path) != 0) { fprintf(stderr, "csvdedupe: rename: %s\n", strerror(errno)); return 1; }
    printf("csvdedupe: %s: %ld rows read, %ld duplicates removed, %ld rows kept\n", path, in_rows, dropped, out_rows);
    return 0;
}
