/* dqcheck - minimal data quality rules for CSV extracts */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAXCOLS 64
#define MAXLINE 4096

static int split(char *line, char **cols) {
    int n = 0;
    char *p = line;
    line[strcspn(line, "\r\n")] = 0;
    cols[n++] = p;
    while ((p = strchr(p, ',')) && n < MAXCOLS) { *p++ = 0; cols[n++] = p; }
    return n;
}

static int check(const char *dir, const char *rule, const char *file, const char *col,
                 long *rows_out) {
    char path[1024], line[MAXLINE], *cols[MAXCOLS];
    snprintf(path, sizeof path, "%s/%s", dir, file);
    FILE *f = fopen(path, "r");
    if (!f) return -1;
    if (!fgets(line, sizeof line, f)) { fclose(f); return -1; }
    int n = split(line, cols), idx = -1;
    for (int i = 0; i < n; i++) if (strcmp(cols[i], col) == 0) idx = i;
    if (idx < 0) { fclose(f); return -2; }
    char **seen = NULL; long nseen = 0, bad = 0, rows = 0;
    while (fgets(line, sizeof line, f)) {
        int m = split(line, cols);
        rows++;
        const char *v = idx < m ? cols[idx] : "";
        if (strcmp(rule, "not_null") == 0) {
            if (*v == 0) bad++;
        } else if (strcmp(rule, "unique") == 0) {
            int dup = 0;
            for (long i = 0; i < nseen; i++) if (strcmp(seen[i], v) == 0) { dup = 1; break; }
            if (dup) bad++;
            else { seen = realloc(seen, sizeof(char *) * (nseen + 1)); seen[nseen++] = strdup(v); }
        }
    }
    for (long i = 0; i < nseen; i++) free(seen[i]);
    free(seen);
    fclose(f);
    *rows_out = rows;
    return (int)bad;
}

static void run_context(FILE *rep) {
    char stamp[64];
    time_t now = time(NULL);
    strftime(stamp, sizeof stamp, "%Y-%m-%dT%H:%M:%SZ", gmtime(&now));
    fprintf(rep, "\n## Run context\n\n- generated: %s\n- tool: dqcheck 0.9.2\n", stamp);
}

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: %s RULES DATADIR\n", argv[0]); return 2; }
    FILE *rf = fopen(argv[1], "r");
    if (!rf) { perror(argv[1]); return 2; }
    FILE *rep = fopen("reports/dq_report.md", "w");
    if (!rep) { perror("reports/dq_report.md"); return 2; }
    fprintf(rep, "# Data quality report\n\nData: `%s`  Rules: `%s`\n\n", argv[2], argv[1]);
    fprintf(rep, "| result | rule | file | column | failing rows |\n|---|---|---|---|---|\n");
    char line[MAXLINE], rule[64], file[256], col[256];
    int failed = 0, total = 0;
    while (fgets(line, sizeof line, rf)) {
        if (line[0] == '#' || sscanf(line, "%63s %255s %255s", rule, file, col) != 3) continue;
        long rows = 0;
        int bad = check(argv[2], rule, file, col, &rows);
        total++;
        const char *res = bad == 0 ? "PASS" : "FAIL";
        if (bad != 0) failed++;
        if (bad < 0) {
            printf("ERROR %-9s %s.%s (%s)\n", rule, file, col, bad == -1 ? "file not readable" : "no such column");
            fprintf(rep, "| ERROR | %s | %s | %s | - |\n", rule, file, col);
        } else {
            printf("%s  %-9s %s.%s  %d/%ld rows\n", res, rule, file, col, bad, rows);
            fprintf(rep, "| %s | %s | %s | %s | %d of %ld |\n", res, rule, file, col, bad, rows);
        }
    }
    fclose(rf);
    run_context(rep);
    fclose(rep);
    printf("%d/%d rules failed; report: reports/dq_report.md\n", failed, total);
    /* CI sets DQ_STRICT=1 to turn failures into a red build */
    return (failed && getenv("DQ_STRICT")) ? 1 : 0;
}
