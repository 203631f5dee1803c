/* crashpack: bundle crash dumps pulled from a device/emulator into a tarball
 * and write a short summary (crash signatures per file) next to it.
 * usage: crashpack DUMPDIR OUT.tar.gz
 */
#include <dirent.h>
#include <errno.h>
#include <netdb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

static int cmp(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static void mkdir_p(const char *dir) {
    char buf[4096];
    snprintf(buf, sizeof buf, "%s", dir);
    for (char *p = buf + 1; *p; p++)
        if (*p == '/') { *p = 0; mkdir(buf, 0755); *p = '/'; }
    mkdir(buf, 0755);
}

static int interesting(const char *l) {
    return strstr(l, "signal ") || strstr(l, "FATAL EXCEPTION") || strstr(l, "Abort message") ||
           strstr(l, "ANR in ") || strstr(l, "Caused by:");
}

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: crashpack DUMPDIR OUT.tar.gz\n"); return 2; }
    const char *dir = argv[1], *out = argv[2];
    char outdir[4096];
    snprintf(outdir, sizeof outdir, "%s", out);
    char *slash = strrchr(outdir, '/');
    if (slash) { *slash = 0; mkdir_p(outdir); } else strcpy(outdir, ".");

    DIR *d = opendir(dir);
    if (!d) { fprintf(stderr, "crashpack: %s: %s\n", dir, strerror(errno)); return 1; }
    char *names[512]; int n = 0; struct dirent *e;
    while ((e = readdir(d)) && n < 512) {
        if (e->d_name[0] == '.') continue;
        char p[4096]; struct stat st;
        snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
        if (stat(p, &st) == 0 && S_ISREG(st.st_mode)) names[n++] = strdup(e->d_name);
    }
    closedir(d);
    qsort(names, n, sizeof *names, cmp);

    char sumpath[4096];
    snprintf(sumpath, sizeof sumpath, "%s/crash-summary.txt", outdir);
    FILE *sum = fopen(sumpath, "w");
    if (!sum) { perror(sumpath); return 1; }
    fprintf(sum, "crashpack summary: %d files from %s\n", n, dir);
    for (int i = 0; i < n; i++) {
        char p[4096], line[1024]; int lines = 0;
        snprintf(p, sizeof p, "%s/%s", dir, names[i]);
        FILE *f = fopen(p, "r");
        if (!f) continue;
        fprintf(sum, "\n== %s\n", names[i]);
        while (fgets(line, sizeof line, f)) { lines++; if (interesting(line)) fprintf(sum, "  %s", line); }
        fprintf(sum, "  (%d lines)\n", lines);
        fclose(f);
    }
    fclose(sum);

    pid_t pid = fork();
    if (pid == 0) { execlp("tar", "tar", "-czf", out, "-C", dir, ".", (char *)NULL); _exit(127); }
    int status = 0;
    waitpid(pid, &status, 0);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) { fprintf(stderr, "crashpack: tar failed\n"); return 1; }

    printf("bundled %d files into %s\nsummary: %s\n", n, out, sumpath);
    return 0;
}
