#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define VERSION "devctl 1.6.2"

static int mkdirs(const char *path, mode_t mode) {
    char tmp[PATH_MAX];
    snprintf(tmp, sizeof tmp, "%s", path);
    for (char *p = tmp + 1; *p; p++) {
        if (*p == '/') { *p = 0; if (mkdir(tmp, mode) && errno != EEXIST) return -1; *p = '/'; }
    }
    if (mkdir(tmp, mode) && errno != EEXIST) return -1;
    return 0;
}

static char *slurp(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END); long n = ftell(f); fseek(f, 0, SEEK_SET);
    char *buf = malloc(n + 1);
    if (fread(buf, 1, n, f) != (size_t)n) { fclose(f); free(buf); return NULL; }
    buf[n] = 0; fclose(f); *len = n; return buf;
}

static int copy_file(const char *src, const char *dst, mode_t mode) {
    size_t n; char *buf = slurp(src, &n);
    if (!buf) return -1;
    int fd = open(dst, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0) { free(buf); return -1; }
    if (write(fd, buf, n) != (ssize_t)n) { close(fd); free(buf); return -1; }
    close(fd); free(buf);
    return chmod(dst, mode);
}

static int write_replacing(const char *src, const char *dst, const char *needle, const char *repl) {
    size_t n; char *buf = slurp(src, &n);
    if (!buf) return -1;
    FILE *out = fopen(dst, "w");
    if (!out) { free(buf); return -1; }
    char *p = buf, *hit;
    while ((hit = strstr(p, needle))) { fwrite(p, 1, hit - p, out); fputs(repl, out); p = hit + strlen(needle); }
    fputs(p, out); fclose(out); free(buf);
    return chmod(dst, 0755);
}


static int cmd_install(void) {
    const char *home = getenv("HOME");
    char repo[PATH_MAX], bindir[PATH_MAX], src[PATH_MAX], dst[PATH_MAX];
    if (!home) { fprintf(stderr, "devctl: HOME is not set\n"); return 1; }
    if (!getcwd(repo, sizeof repo)) return 1;
    snprintf(src, sizeof src, "%s/scripts/appctl", repo);
    if (access(src, R_OK)) { fprintf(stderr, "devctl: run me from the tracker checkout (no scripts/appctl)\n"); return 1; }
    snprintf(bindir, sizeof bindir, "%s/.local/bin", home);
    if (mkdirs(bindir, 0755)) { perror("devctl: mkdir"); return 1; }
    snprintf(dst, sizeof dst, "%s/appctl", bindir);
    if (write_replacing(src, dst, "__REPO__", repo)) { perror("devctl: install"); return 1; }
    printf("installed %s -> %s\n", "appctl", dst);
    const char *path = getenv("PATH");
    if (!path || !strstr(path, bindir)) printf("note: %s is not on your PATH\n", bindir);
    return 0;
}

static int cmd_doctor(void) {
    const char *tools[] = {"git", "python3", "make", NULL};
    int bad = 0;
    for (int i = 0; tools[i]; i++) {
        char cmd[128]; snprintf(cmd, sizeof cmd, "command -v %s >/dev/null 2>&1", tools[i]);
        int ok = system(cmd) == 0; bad |= !ok;
        printf("  %-8s %s\n", tools[i], ok ? "ok" : "MISSING");
    }
    return bad;
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: devctl {install|doctor|status|version}\n"); return 2; }
    if (!strcmp(argv[1], "install")) return cmd_install();
    if (!strcmp(argv[1], "doctor")) return cmd_doctor();
    if (!strcmp(argv[1], "status")) return system("git status -sb") ? 1 : 0;
    if (!strcmp(argv[1], "version")) { puts(VERSION); return 0; }
    fprintf(stderr, "devctl: unknown command %s\n", argv[1]);
    return 2;
}
