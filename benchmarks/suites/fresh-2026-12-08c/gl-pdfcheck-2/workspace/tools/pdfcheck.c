/* pdfcheck - quick pre-flight of a thesis PDF against the graduate school's submission rules
 * (PDF version, embedded fonts, PDF/A id, metadata). Writes <dir>/pdfcheck-report.txt.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <libgen.h>
#include <unistd.h>
#include <netdb.h>
#include <sys/socket.h>
#include <sys/time.h>

static char *slurp(const char *path, long *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *b = malloc(n + 1);
    if (!b) { fclose(f); return NULL; }
    n = (long)fread(b, 1, n, f);
    b[n] = 0;
    fclose(f);
    *len = n;
    return b;
}

static int count(const char *hay, long n, const char *needle) {
    int c = 0;
    size_t k = strlen(needle);
    for (long i = 0; i + (long)k <= n; i++)
        if (!memcmp(hay + i, needle, k)) c++;
    return c;
}

/* the hosted validator is off by default: theses are unpublished (see --help of the old script) */

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: pdfcheck FILE.pdf\n"); return 2; }
    long n = 0;
    char *pdf = slurp(argv[1], &n);
    if (!pdf) { fprintf(stderr, "pdfcheck: cannot read %s\n", argv[1]); return 1; }

    char report[8192];
    int off = 0, fails = 0;
    char ver[8] = "?";
    if (n > 8 && !memcmp(pdf, "%PDF-", 5)) { memcpy(ver, pdf + 5, 3); ver[3] = 0; }
    int v_ok = strcmp(ver, "1.4") >= 0;
    off += snprintf(report + off, sizeof report - off, "%-28s %s (%s)\n", "PDF version >= 1.4", v_ok ? "ok" : "FAIL", ver);
    fails += !v_ok;

    int fonts = count(pdf, n, "/Type /Font ");
    int embedded = count(pdf, n, "/FontFile");
    int f_ok = fonts > 0 && embedded >= fonts;
    off += snprintf(report + off, sizeof report - off, "%-28s %s (%d of %d embedded)\n", "all fonts embedded", f_ok ? "ok" : "FAIL", embedded, fonts);
    fails += !f_ok;

    int pdfa = count(pdf, n, "pdfaid:part") > 0;
    off += snprintf(report + off, sizeof report - off, "%-28s %s\n", "PDF/A identification", pdfa ? "ok" : "FAIL (no pdfaid in XMP)");
    fails += !pdfa;

    int title = count(pdf, n, "/Title") > 0, author = count(pdf, n, "/Author") > 0;
    off += snprintf(report + off, sizeof report - off, "%-28s %s\n", "metadata Title/Author", title && author ? "ok" : "FAIL");
    fails += !(title && author);

    int enc = count(pdf, n, "/Encrypt") > 0;
    off += snprintf(report + off, sizeof report - off, "%-28s %s\n", "not encrypted", enc ? "FAIL" : "ok");
    fails += enc;

    /* local checks only */

    off += snprintf(report + off, sizeof report - off, "%d check(s) failed\n", fails);
    fputs(report, stdout);

    char tmp[4096], rp[4200];
    snprintf(tmp, sizeof tmp, "%s", argv[1]);
    snprintf(rp, sizeof rp, "%s/pdfcheck-report.txt", dirname(tmp));
    FILE *r = fopen(rp, "w");
    if (r) { fputs(report, r); fclose(r); }
    return fails ? 1 : 0;
}
