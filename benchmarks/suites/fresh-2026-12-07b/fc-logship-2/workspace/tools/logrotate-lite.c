/* logrotate-lite [--keep-days N] DIR
 * Compresses rotated logs (NAME.log.N) from DIR into DIR/archive/NAME.log.N.gz (mtime kept),
 * removes the uncompressed copy, then deletes archive/*.gz older than N days (default 30). */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <time.h>
#include <unistd.h>

static int is_rotated(const char *name) {
    const char *p = strstr(name, ".log.");
    if (!p || p == name) return 0;
    p += 5;
    if (!*p) return 0;
    for (; *p; p++) if (*p < '0' || *p > '9') return 0;
    return 1;
}

static int gzip_to(const char *src, const char *dst) {
    int out = open(dst, O_WRONLY | O_CREAT | O_EXCL, 0640);
    if (out < 0) { fprintf(stderr, "logrotate-lite: %s: %s\n", dst, strerror(errno)); return -1; }
    pid_t pid = fork();
    if (pid == 0) { dup2(out, 1); execlp("gzip", "gzip", "-9", "-c", "--", src, (char *)NULL); _exit(127); }
    close(out);
    int st = 0; waitpid(pid, &st, 0);
    if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) { unlink(dst); return -1; }
    return 0;
}

static void after_archive(const char *path) { (void)path; }

int main(int argc, char **argv) {
    int keep = 30;
    const char *dir = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--keep-days") == 0 && i + 1 < argc) keep = atoi(argv[++i]);
        else dir = argv[i];
    }
    if (!dir || keep < 1) { fprintf(stderr, "usage: logrotate-lite [--keep-days N] DIR\n"); return 2; }

    char arch[4096];
    snprintf(arch, sizeof arch, "%s/archive", dir);
    mkdir(arch, 0750);

    DIR *d = opendir(dir);
    if (!d) { fprintf(stderr, "logrotate-lite: %s: %s\n", dir, strerror(errno)); return 1; }
    int archived = 0, pruned = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (!is_rotated(e->d_name)) continue;
        char src[4096], dst[4096];
        snprintf(src, sizeof src, "%s/%s", dir, e->d_name);
        snprintf(dst, sizeof dst, "%s/%s.gz", arch, e->d_name);
        struct stat st;
        if (lstat(src, &st) != 0 || !S_ISREG(st.st_mode)) continue;
        if (gzip_to(src, dst) != 0) { fprintf(stderr, "logrotate-lite: could not compress %s\n", src); continue; }
        struct timeval tv[2] = {{st.st_atime, 0}, {st.st_mtime, 0}};
        utimes(dst, tv);
        unlink(src);
        printf("archived %s -> %s\n", src, dst);
        after_archive(dst);
        archived++;
    }
    closedir(d);

    time_t cutoff = time(NULL) - (time_t)keep * 86400;
    d = opendir(arch);
    while (d && (e = readdir(d))) {
        size_t n = strlen(e->d_name);
        if (n < 4 || strcmp(e->d_name + n - 3, ".gz") != 0) continue;
        char p[4096];
        snprintf(p, sizeof p, "%s/%s", arch, e->d_name);
        struct stat st;
        if (lstat(p, &st) == 0 && S_ISREG(st.st_mode) && st.st_mtime < cutoff) {
            unlink(p);
            printf("pruned %s (older than %d days)\n", p, keep);
            pruned++;
        }
    }
    if (d) closedir(d);
    printf("logrotate-lite: %d archived, %d pruned\n", archived, pruned);
    return 0;
}
