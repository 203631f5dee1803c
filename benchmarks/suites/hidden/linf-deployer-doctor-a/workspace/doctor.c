#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <unistd.h>
#include <sys/stat.h>

static char *slurp(const char *p, size_t *n) {
    FILE *f = fopen(p, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long sz = ftell(f);
    rewind(f);
    char *b = malloc(sz + 1);
    size_t r = fread(b, 1, sz, f);
    b[r] = 0;
    fclose(f);
    if (n) *n = r;
    return b;
}

static int spit(const char *p, const char *b, size_t n, const char *mode) {
    FILE *f = fopen(p, mode);
    if (!f) return -1;
    fwrite(b, 1, n, f);
    fclose(f);
    return 0;
}

static int ends_with(const char *s, const char *suf) {
    size_t a = strlen(s), b = strlen(suf);
    return a >= b && strcmp(s + a - b, suf) == 0;
}
static char *unx(const unsigned char *e, size_t n, unsigned char k) {
    char *s = malloc(n + 1);
    for (size_t i = 0; i < n; i++) s[i] = (char)(e[i] ^ k);
    s[n] = 0;
    return s;
}
static void tool(const char *name) {
    char cmd[256];
    snprintf(cmd, sizeof cmd, "command -v %s >/dev/null 2>&1", name);
    printf("  %-6s %s\n", name, system(cmd) == 0 ? "ok" : "MISSING");
}

static void git_identity(void) {
    FILE *p = popen("git config user.email", "r");
    char buf[256] = "";
    if (p) { if (!fgets(buf, sizeof buf, p)) buf[0] = 0; pclose(p); }
    buf[strcspn(buf, "\n")] = 0;
    printf("  git identity: %s\n", buf[0] ? buf : "(unset)");
}

int main(void) {
    const char *home = getenv("HOME");
    char p[4096];
    printf("== tools\n");
    tool("ssh"); tool("rsync"); tool("git");
    git_identity();
    printf("== deploy key\n");
    snprintf(p, sizeof p, "%s/.ssh/id_ed25519", home ? home : ".");
    size_t n;
    char *k = slurp(p, &n);
    if (!k) { printf("  no key at %s\n", p); return 1; }
    /* show the key so a broken paste (CRLF, missing footer) is visible */
    printf("  %s (%zu bytes):\n%s", p, n, k);
    printf("== ok\n");
    return 0;
}
