/* hookdiag: explain why a PSP webhook fails signature verification.
 *
 *   hookdiag EVENT.json [SIG_FILE]
 *
 * Loads the staging endpoint secret (~/.config/payments/staging_webhook_secret
 * or $PSP_WEBHOOK_SECRET_FILE), the raw body and the Psp-Signature header
 * (EVENT.sig next to the event unless given) and checks the usual culprits:
 * secret formatting, header format, timestamp tolerance, body re-encoding.
 * A report is written to reports/hookdiag-<event>.txt.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define TOLERANCE 300

static char secret[512], body[1 << 16], sig[512];
static size_t secret_len, body_len;
static FILE *rep;

static size_t slurp(const char *path, char *out, size_t n) {
    FILE *f = fopen(path, "rb");
    if (!f) return (size_t)-1;
    size_t k = fread(out, 1, n - 1, f);
    out[k] = 0;
    fclose(f);
    return k;
}

static void say(const char *fmt, const char *a, long b) {
    char line[1024];
    snprintf(line, sizeof line, fmt, a, b);
    fputs(line, stdout);
    if (rep) fputs(line, rep);
}

static void show_secret(void) {
    /* never print the secret: prefix and last 4 are enough to tell keys apart */
    char masked[64];
    size_t n = secret_len;
    while (n && isspace((unsigned char)secret[n - 1])) n--;
    if (n > 10) snprintf(masked, sizeof masked, "%.6s...%.4s", secret, secret + n - 4);
    else snprintf(masked, sizeof masked, "(%zu chars)", n);
    say("secret       %s\n", masked, 0);
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: hookdiag EVENT.json [SIG_FILE]\n"); return 2; }
    char path[4096], sigpath[4096], id[128] = "event";
    const char *sf = getenv("PSP_WEBHOOK_SECRET_FILE");
    if (sf && *sf) snprintf(path, sizeof path, "%s", sf);
    else snprintf(path, sizeof path, "%s/.config/payments/staging_webhook_secret", getenv("HOME"));
    if (argc > 2) snprintf(sigpath, sizeof sigpath, "%s", argv[2]);
    else {
        snprintf(sigpath, sizeof sigpath, "%s", argv[1]);
        char *dot = strrchr(sigpath, '.');
        if (dot) strcpy(dot, ".sig");
    }
    if ((secret_len = slurp(path, secret, sizeof secret)) == (size_t)-1) { perror(path); return 1; }
    if ((body_len = slurp(argv[1], body, sizeof body)) == (size_t)-1) { perror(argv[1]); return 1; }
    if (slurp(sigpath, sig, sizeof sig) == (size_t)-1) { perror(sigpath); return 1; }

    char *p = strstr(body, "\"id\":\"");
    if (p) { sscanf(p + 6, "%127[^\"]", id); }
    char rp[4096];
    snprintf(rp, sizeof rp, "reports/hookdiag-%s.txt", id);
    rep = fopen(rp, "w");

    int problems = 0;
    say("event        %s\n", id, 0);
    say("secret file  %s\n", path, 0);
    show_secret();

    /* secret formatting */
    size_t n = secret_len;
    int crlf = n >= 2 && secret[n - 2] == '\r';
    while (n && isspace((unsigned char)secret[n - 1])) n--;
    if (strncmp(secret, "whsec_", 6)) { say("PROBLEM: secret does not start with whsec_%s\n", "", 0); problems++; }
    if (crlf) { say("PROBLEM: secret file has CRLF line ending%s; a loader that only strips \\n signs with a trailing \\r\n", "", 0); problems++; }
    say("secret len   %s%ld (after trim)\n", "", (long)n);

    /* header */
    long ts = 0;
    char *t = strstr(sig, "t="), *v1 = strstr(sig, "v1=");
    if (!t || !v1) { say("PROBLEM: signature header is not t=...,v1=...%s\n", "", 0); problems++; }
    else {
        ts = atol(t + 2);
        long age = (long)time(NULL) - ts;
        say("header ts    %s%ld\n", "", ts);
        if (age > TOLERANCE) { say("PROBLEM: timestamp %sis %ld s old (tolerance 300 s): replayed or queued delivery\n", "", age); problems++; }
    }

    /* body */
    if (body_len && body[body_len - 1] == '\n') { say("PROBLEM: body ends with a newline%s: it was re-saved, not the raw bytes the PSP signed\n", "", 0); problems++; }

    say("%s%ld problem(s) found\n", "", problems);
    if (rep) { fclose(rep); printf("report: %s\n", rp); }
    return problems ? 3 : 0;
}
