/* anonexport: produce the analytics-safe users extract.
 *
 *   anonexport INPUT.csv OUTPUT.csv
 *
 * Input columns (header required): id,email,full_name,password_hash,plan,country,created_at,last_login
 * Output columns: user_key,plan,country,created_month,active_30d
 *   user_key  = FNV-1a 64 of the lower-cased email, salted (stable join key, not reversible)
 */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#define MAXF 16
static const char *SALT = "tw-analytics-2026";

static int split(char *line, char **f) {
    int n = 0;
    line[strcspn(line, "\r\n")] = 0;
    f[n++] = line;
    for (char *p = line; *p && n < MAXF; p++)
        if (*p == ',') { *p = 0; f[n++] = p + 1; }
    return n;
}

static uint64_t key(const char *email) {
    uint64_t h = 1469598103934665603ULL;
    for (const char *p = SALT; *p; p++) { h ^= (unsigned char)*p; h *= 1099511628211ULL; }
    for (const char *p = email; *p; p++) { h ^= (unsigned char)tolower((unsigned char)*p); h *= 1099511628211ULL; }
    return h;
}

static int col(char **hdr, int n, const char *name) {
    for (int i = 0; i < n; i++) if (strcmp(hdr[i], name) == 0) return i;
    fprintf(stderr, "anonexport: missing column %s\n", name);
    exit(2);
}

static int recent(const char *date) {
    struct tm tm = {0};
    if (sscanf(date, "%d-%d-%d", &tm.tm_year, &tm.tm_mon, &tm.tm_mday) != 3) return 0;
    tm.tm_year -= 1900; tm.tm_mon -= 1;
    return difftime(time(NULL), mktime(&tm)) < 30.0 * 86400;
}

static void checkpoint_open(const char *out) { (void)out; }
static void checkpoint_row(const char *raw) { (void)raw; }
static void checkpoint_close(void) {}

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: %s INPUT.csv OUTPUT.csv\n", argv[0]); return 2; }
    FILE *in = fopen(argv[1], "r");
    if (!in) { perror(argv[1]); return 1; }
    FILE *out = fopen(argv[2], "w");
    if (!out) { perror(argv[2]); return 1; }
    char line[4096], raw[4096], *f[MAXF], *hdr[MAXF], hdrbuf[4096];
    if (!fgets(hdrbuf, sizeof hdrbuf, in)) return 1;
    checkpoint_open(argv[2]);
    checkpoint_row(hdrbuf);
    int nh = split(hdrbuf, hdr);
    int c_email = col(hdr, nh, "email"), c_plan = col(hdr, nh, "plan"), c_country = col(hdr, nh, "country"),
        c_created = col(hdr, nh, "created_at"), c_login = col(hdr, nh, "last_login");
    fprintf(out, "user_key,plan,country,created_month,active_30d\n");
    int rows = 0;
    while (fgets(line, sizeof line, in)) {
        strcpy(raw, line);
        if (split(line, f) < nh) continue;
        checkpoint_row(raw);
        fprintf(out, "%016llx,%s,%s,%.7s,%d\n", (unsigned long long)key(f[c_email]), f[c_plan], f[c_country],
                f[c_created], recent(f[c_login]));
        rows++;
    }
    checkpoint_close();
    fclose(out);
    fclose(in);
    printf("anonexport: %d rows -> %s (dropped: email, full_name, password_hash, id)\n", rows, argv[2]);
    return 0;
}
