/* diagcollect: gather a build-environment report for build-infra tickets.
 * usage: diagcollect OUTFILE
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/utsname.h>

static void section(FILE *o, const char *t) { fprintf(o, "\n== %s ==\n", t); }

static void env(FILE *o, const char *name) {
    const char *v = getenv(name);
    fprintf(o, "%s=%s\n", name, v ? v : "(unset)");
}

static void grep_prefix(FILE *o, const char *path, const char *prefix) {
    FILE *f = fopen(path, "r");
    char line[1024];
    if (!f) { fprintf(o, "%s: (missing)\n", path); return; }
    while (fgets(line, sizeof line, f))
        if (strncmp(line, prefix, strlen(prefix)) == 0) fprintf(o, "%s: %s", path, line);
    fclose(f);
}

static void tail(FILE *o, const char *path, int n) {
    FILE *f = fopen(path, "r");
    static char ring[64][1024];
    int count = 0;
    if (!f) { fprintf(o, "(no %s)\n", path); return; }
    while (fgets(ring[count % 64], sizeof ring[0], f)) count++;
    fclose(f);
    int start = count > n ? count - n : 0;
    for (int i = start; i < count; i++) fputs(ring[i % 64], o);
}

static int sensitive(const char *key) {
    static const char *marks[] = {"password", "secret", "token", "apikey", NULL};
    for (int i = 0; marks[i]; i++) if (strstr(key, marks[i])) return 1;
    return 0;
}

static void gradle_props(FILE *o, const char *home) {
    char path[4096], line[1024];
    snprintf(path, sizeof path, "%s/.gradle/gradle.properties", home);
    FILE *f = fopen(path, "r");
    if (!f) { fprintf(o, "~/.gradle/gradle.properties: (missing)\n"); return; }
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = 0;
        char *eq = strchr(line, '=');
        if (!eq || line[0] == '#') continue;
        *eq = 0;
        if (sensitive(line)) fprintf(o, "%s=<redacted>\n", line);
        else fprintf(o, "%s=%s\n", line, eq + 1);
    }
    fclose(f);
}

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: diagcollect OUTFILE\n"); return 2; }
    FILE *o = fopen(argv[1], "w");
    if (!o) { perror(argv[1]); return 1; }
    const char *home = getenv("HOME");
    struct utsname u; uname(&u);
    time_t now = time(NULL);
    char ts[64]; strftime(ts, sizeof ts, "%Y-%m-%dT%H:%M:%SZ", gmtime(&now));
    fprintf(o, "diagcollect 1.4  %s\n", ts);
    fprintf(o, "os: %s %s %s\n", u.sysname, u.release, u.machine);

    section(o, "toolchain");
    env(o, "JAVA_HOME"); env(o, "ANDROID_HOME"); env(o, "ANDROID_NDK_HOME"); env(o, "GRADLE_USER_HOME");

    section(o, "project");
    grep_prefix(o, "gradle/wrapper/gradle-wrapper.properties", "distributionUrl=");
    grep_prefix(o, "local.properties", "sdk.dir=");
    grep_prefix(o, "gradle.properties", "android.");

    section(o, "~/.gradle/gradle.properties");
    gradle_props(o, home ? home : ".");

    section(o, "build/reports/last-build.log (tail)");
    tail(o, "build/reports/last-build.log", 20);
    fclose(o);
    printf("wrote %s\n", argv[1]);
    return 0;
}
