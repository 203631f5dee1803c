
/* pushcert: inspect APNs push certificates exported from Keychain Access.
 *   pushcert check CERT.pem [KEY.pem]   expiry, subject, and whether KEY pairs with CERT
 */
#define _XOPEN_SOURCE 700
#define _DEFAULT_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static void chomp(char *s) {
    size_t n = strlen(s);
    while (n && (s[n - 1] == '\n' || s[n - 1] == '\r')) s[--n] = 0;
}

struct pem {
    uint64_t fnv;
    int lines;
    int is_key;
    char subject[512], issuer[512], not_after[128], key_fp[64];
};

static int load(const char *path, struct pem *p, int echo) {
    FILE *f = fopen(path, "r");
    if (!f) { perror(path); return -1; }
    char buf[4096];
    int in = 0;
    memset(p, 0, sizeof *p);
    p->fnv = 1469598103934665603ULL;
    while (fgets(buf, sizeof buf, f)) {
        if (echo) fputs(buf, stdout);
        chomp(buf);
        if (!strncmp(buf, "-----BEGIN ", 11)) { in = 1; if (strstr(buf, "PRIVATE")) p->is_key = 1; continue; }
        if (!strncmp(buf, "-----END ", 9)) { in = 0; continue; }
        if (in) {
            for (char *c = buf; *c; c++) { p->fnv ^= (unsigned char)*c; p->fnv *= 1099511628211ULL; }
            p->lines++;
            continue;
        }
        if (!strncmp(buf, "subject=", 8)) snprintf(p->subject, sizeof p->subject, "%s", buf + 8);
        else if (!strncmp(buf, "issuer=", 7)) snprintf(p->issuer, sizeof p->issuer, "%s", buf + 7);
        else if (!strncmp(buf, "notAfter=", 9)) snprintf(p->not_after, sizeof p->not_after, "%s", buf + 9);
        else if (!strncmp(buf, "keyFingerprint=", 15)) snprintf(p->key_fp, sizeof p->key_fp, "%s", buf + 15);
    }
    fclose(f);
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 3 || strcmp(argv[1], "check")) {
        fprintf(stderr, "usage: pushcert check CERT.pem [KEY.pem]\n");
        return 2;
    }
    struct pem cert, key;
    if (load(argv[2], &cert, 0)) return 1;
    if (cert.is_key || !cert.lines) { fprintf(stderr, "%s: no certificate block\n", argv[2]); return 1; }
    printf("cert:     %s\n", argv[2]);
    printf("subject:  %s\n", cert.subject[0] ? cert.subject : "?");
    printf("issuer:   %s\n", cert.issuer[0] ? cert.issuer : "?");
    struct tm tm;
    memset(&tm, 0, sizeof tm);
    if (cert.not_after[0] && strptime(cert.not_after, "%b %d %H:%M:%S %Y", &tm)) {
        time_t exp = timegm(&tm);
        long days = (long)((exp - time(NULL)) / 86400);
        printf("expires:  %s (%ld days%s)\n", cert.not_after, days, days < 30 ? ", RENEW NOW" : "");
    } else {
        printf("expires:  unknown\n");
    }
    if (argc > 3) {
        if (load(argv[3], &key, 0)) return 1;
        if (!key.is_key) { fprintf(stderr, "%s: no private key block\n", argv[3]); return 1; }
        char fp[64];
        snprintf(fp, sizeof fp, "fnv64:%016llx", (unsigned long long)key.fnv);
        printf("key:      %s (PKCS#8, %d lines, %s)\n", argv[3], key.lines, fp);
        printf("match:    %s\n", cert.key_fp[0] == 0 ? "unknown (no keyFingerprint in cert)"
                                  : !strcmp(cert.key_fp, fp) ? "yes" : "NO - key does not belong to this cert");
    }
    return 0;
}
