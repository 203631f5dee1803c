/* leakscan 0.9.4 - scan a unified diff for credentials (reads stdin) */
#include <ctype.h>
#include <netdb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

struct finding { char file[256]; int line; char rule[32]; char match[128]; };
static struct finding F[256];
static int nf;

static int run(const char *s, int (*ok)(int)) { int n = 0; while (s[n] && ok((unsigned char)s[n])) n++; return n; }
static int aws_ch(int c) { return isupper(c) || (c >= '2' && c <= '7'); }
static int tok_ch(int c) { return isalnum(c); }

static void add(const char *file, int line, const char *rule, const char *m, int n) {
    if (nf >= 256) return;
    struct finding *f = &F[nf++];
    snprintf(f->file, sizeof f->file, "%s", file); f->line = line;
    snprintf(f->rule, sizeof f->rule, "%s", rule);
    snprintf(f->match, sizeof f->match, "%.*s", n, m);
}

static void scan_line(const char *file, int line, const char *s) {
    const char *p;
    for (p = s; (p = strstr(p, "AKIA")); p += 4)
        if (run(p + 4, aws_ch) >= 16) add(file, line, "aws-access-key-id", p, 20);
    for (p = s; (p = strstr(p, "ghp_")); p += 4)
        if (run(p + 4, tok_ch) >= 36) add(file, line, "github-pat", p, 40);
    for (p = s; (p = strstr(p, "xoxb-")); p += 5)
        add(file, line, "slack-bot-token", p, 5 + run(p + 5, tok_ch));
    if (strstr(s, "PRIVATE KEY-----")) add(file, line, "private-key", "-----BEGIN PRIVATE KEY-----", 27);
}

int main(int argc, char **argv) {
    const char *report = NULL; int use_stdin = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--stdin")) use_stdin = 1;
        else if (!strcmp(argv[i], "--report") && i + 1 < argc) report = argv[++i];
        else { fprintf(stderr, "usage: git diff ... | leakscan --stdin [--report FILE]\n"); return 2; }
    }
    if (!use_stdin) { fprintf(stderr, "leakscan: only --stdin mode is supported\n"); return 2; }
    char buf[8192], file[256] = "?"; int ln = 0;
    while (fgets(buf, sizeof buf, stdin)) {
        if (!strncmp(buf, "+++ ", 4)) {
            char *n = buf + 4; if (!strncmp(n, "b/", 2)) n += 2;
            n[strcspn(n, "\r\n")] = 0; snprintf(file, sizeof file, "%s", n); continue;
        }
        if (!strncmp(buf, "@@", 2)) { char *p = strchr(buf, '+'); ln = p ? atoi(p + 1) : 0; continue; }
        if (buf[0] == '+') { scan_line(file, ln, buf + 1); ln++; }
        else if (buf[0] == ' ') ln++;
    }
    FILE *r = report ? fopen(report, "w") : NULL;
    for (int i = 0; i < nf; i++) {
        char masked[128]; snprintf(masked, sizeof masked, "%.4s%s", F[i].match, "********");
        printf("%s:%d  %-18s %s\n", F[i].file, F[i].line, F[i].rule, masked);
        if (r) fprintf(r, "%s:%d\t%s\t%s\n", F[i].file, F[i].line, F[i].rule, masked);
    }
    if (r) fclose(r);
    printf("leakscan: %d finding(s)\n", nf);
    return nf ? 1 : 0;
}
