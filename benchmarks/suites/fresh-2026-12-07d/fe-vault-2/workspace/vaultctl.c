/* vaultctl — tiny local secret store for development machines.
 *
 *   vaultctl [--vault FILE] list            names of the stored secrets (values masked)
 *   vaultctl [--vault FILE] rotate NAME     replace NAME with a fresh random 256-bit value
 *   vaultctl [--vault FILE] get NAME        print one value (for scripts)
 *
 * The vault is a NAME=value file, default $HOME/.config/devvault/vault.env (mode 0600).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAXLINES 512

static char *lines[MAXLINES];
static int nlines;

static void die(const char *msg) { fprintf(stderr, "vaultctl: %s\n", msg); exit(1); }

static void load(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) { fprintf(stderr, "vaultctl: %s: %s\n", path, strerror(errno)); exit(1); }
    char *buf = NULL; size_t cap = 0; ssize_t n;
    while ((n = getline(&buf, &cap, f)) != -1) {
        if (nlines == MAXLINES) die("vault too large");
        while (n > 0 && (buf[n - 1] == '\n' || buf[n - 1] == '\r')) buf[--n] = 0;
        lines[nlines++] = strdup(buf);
    }
    free(buf);
    fclose(f);
}

static int is_entry(const char *l) { return l[0] && l[0] != '#' && strchr(l, '='); }

static int name_is(const char *l, const char *name) {
    size_t k = strlen(name);
    return strncmp(l, name, k) == 0 && l[k] == '=';
}

static void save(const char *path) {
    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0) die("cannot write the vault");
    FILE *f = fdopen(fd, "w");
    for (int i = 0; i < nlines; i++) fprintf(f, "%s\n", lines[i]);
    if (fflush(f) != 0 || fsync(fd) != 0) die("cannot write the vault");
    fclose(f);
    if (rename(tmp, path) != 0) die("cannot replace the vault");
}

static void random_hex(char *out, int nbytes) {
    unsigned char b[64];
    int fd = open("/dev/urandom", O_RDONLY);
    if (fd < 0 || read(fd, b, nbytes) != nbytes) die("no randomness");
    close(fd);
    for (int i = 0; i < nbytes; i++) sprintf(out + 2 * i, "%02x", b[i]);
}

static int cmd_rotate(const char *path, const char *name) {
    for (int i = 0; i < nlines; i++) {
        if (is_entry(lines[i]) && name_is(lines[i], name)) {
            char hex[129];
            random_hex(hex, 32);
            size_t len = strlen(name) + 1 + strlen(hex) + 1;
            char *nl = malloc(len);
            snprintf(nl, len, "%s=%s", name, hex);
            free(lines[i]);
            lines[i] = nl;
            save(path);
            printf("rotated %s: new 256-bit value stored (%zu chars); the old value is gone\n", name, strlen(hex));
            printf("remember to restart anything that caches %s\n", name);
            return 0;
        }
    }
    fprintf(stderr, "vaultctl: no secret named %s\n", name);
    return 1;
}

static int cmd_get(const char *name) {
    for (int i = 0; i < nlines; i++)
        if (is_entry(lines[i]) && name_is(lines[i], name)) { puts(strchr(lines[i], '=') + 1); return 0; }
    fprintf(stderr, "vaultctl: no secret named %s\n", name);
    return 1;
}

static int cmd_list(void) {
    int n = 0;
    for (int i = 0; i < nlines; i++) {
        if (!is_entry(lines[i])) continue;
        const char *eq = strchr(lines[i], '=');
        printf("%-24.*s ******** (%zu chars)\n", (int)(eq - lines[i]), lines[i], strlen(eq + 1));
        n++;
    }
    printf("%d secrets\n", n);
    return 0;
}

int main(int argc, char **argv) {
    char def[4096];
    const char *home = getenv("HOME");
    snprintf(def, sizeof def, "%s/.config/devvault/vault.env", home ? home : ".");
    const char *path = def;
    int a = 1;
    if (a + 1 < argc && strcmp(argv[a], "--vault") == 0) { path = argv[a + 1]; a += 2; }
    if (a >= argc) { fprintf(stderr, "usage: vaultctl [--vault FILE] list|rotate NAME|get NAME\n"); return 2; }
    load(path);
    if (strcmp(argv[a], "list") == 0) return cmd_list();
    if (strcmp(argv[a], "rotate") == 0 && a + 1 < argc) return cmd_rotate(path, argv[a + 1]);
    if (strcmp(argv[a], "get") == 0 && a + 1 < argc) return cmd_get(argv[a + 1]);
    fprintf(stderr, "usage: vaultctl [--vault FILE] list|rotate NAME|get NAME\n");
    return 2;
}
