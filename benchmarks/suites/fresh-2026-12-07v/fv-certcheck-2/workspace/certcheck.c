/* certcheck DIR: print days until expiry for every NAME.crt in DIR (uses the openssl CLI). */
#define _XOPEN_SOURCE 700
#define _DEFAULT_SOURCE
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define WARN_DAYS 30

static int check_one(const char *dir, const char *name) {
    char cmd[8192], line[512], subject[256] = "?", enddate[128] = "";
    snprintf(cmd, sizeof cmd, "openssl x509 -noout -enddate -subject -nameopt oneline -in '%s/%s'", dir, name);
    FILE *p = popen(cmd, "r");
    if (!p) return -1;
    while (fgets(line, sizeof line, p)) {
        line[strcspn(line, "\n")] = 0;
        if (strncmp(line, "notAfter=", 9) == 0) snprintf(enddate, sizeof enddate, "%s", line + 9);
        else if (strncmp(line, "subject=", 8) == 0) {
            char *cn = strstr(line, "CN = ");
            snprintf(subject, sizeof subject, "%s", cn ? cn + 5 : line + 8);
        }
    }
    if (pclose(p) != 0 || !*enddate) { printf("%-28s unreadable\n", name); return -1; }
    struct tm tm = {0};
    if (!strptime(enddate, "%b %d %H:%M:%S %Y GMT", &tm)) { printf("%-28s bad date %s\n", name, enddate); return -1; }
    long days = (long)((timegm(&tm) - time(NULL)) / 86400);
    printf("%-24s %-22s %5ld days  %s\n", subject, name, days,
           days < 0 ? "EXPIRED" : days < WARN_DAYS ? "RENEW" : "ok");
    return days < WARN_DAYS;
}

int main(int argc, char **argv) {
    const char *dir = argc > 1 ? argv[1] : "certs";
    DIR *d = opendir(dir);
    if (!d) { perror(dir); return 1; }
    size_t len = strlen(dir);
    char clean[4096];
    snprintf(clean, sizeof clean, "%.*s", (int)(len > 1 && dir[len - 1] == '/' ? len - 1 : len), dir);
    struct dirent *e;
    int renew = 0, total = 0;
    printf("%-24s %-22s %10s  %s\n", "CN", "file", "left", "status");
    while ((e = readdir(d))) {
        size_t n = strlen(e->d_name);
        if (n < 5 || strcmp(e->d_name + n - 4, ".crt") != 0) continue;
        total++;
        if (check_one(clean, e->d_name) > 0) renew++;
    }
    closedir(d);
    printf("%d certificate(s), %d need renewal within %d days\n", total, renew, WARN_DAYS);
    return 0;
}
