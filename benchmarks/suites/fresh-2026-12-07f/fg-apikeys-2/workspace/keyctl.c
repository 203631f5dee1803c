/* keyctl - manage platform API keys in config/api_keys.conf
 *
 *   keyctl list
 *   keyctl rotate ACCOUNT   revoke ACCOUNT's active keys, issue one new key with the same
 *                           scopes, write it to ~/.config/acme/keys/ACCOUNT.key (0600)
 */
#include <errno.h>
#include <fcntl.h>
#include <openssl/sha.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define STORE "config/api_keys.conf"
#define MAXL 256

typedef struct {
    int is_key;
    char raw[512];
    char id[32], account[64], scopes[256], status[16], hash[72], created[16];
} line_t;

static line_t lines[MAXL];
static int nlines;

static void load(void) {
    FILE *f = fopen(STORE, "r");
    char buf[512];
    if (!f) { perror(STORE); exit(1); }
    while (fgets(buf, sizeof buf, f) && nlines < MAXL) {
        line_t *l = &lines[nlines++];
        buf[strcspn(buf, "\n")] = 0;
        snprintf(l->raw, sizeof l->raw, "%s", buf);
        l->is_key = sscanf(buf, "key %31s %63s %255s %15s %71s %15s", l->id, l->account, l->scopes,
                           l->status, l->hash, l->created) == 6;
    }
    fclose(f);
}

static void save(void) {
    FILE *f = fopen(STORE ".tmp", "w");
    int i;
    if (!f) { perror(STORE ".tmp"); exit(1); }
    for (i = 0; i < nlines; i++) {
        line_t *l = &lines[i];
        if (l->is_key)
            fprintf(f, "key %s %s %s %s %s %s\n", l->id, l->account, l->scopes, l->status, l->hash, l->created);
        else
            fprintf(f, "%s\n", l->raw);
    }
    fclose(f);
    if (rename(STORE ".tmp", STORE) < 0) { perror("rename"); exit(1); }
}

static void randhex(char *out, int nbytes) {
    unsigned char b[64];
    int fd = open("/dev/urandom", O_RDONLY), i;
    if (fd < 0 || read(fd, b, nbytes) != nbytes) { perror("urandom"); exit(1); }
    close(fd);
    for (i = 0; i < nbytes; i++) sprintf(out + 2 * i, "%02x", b[i]);
}

static void sha256hex(const char *s, char *out) {
    unsigned char d[SHA256_DIGEST_LENGTH];
    int i;
    SHA256((const unsigned char *)s, strlen(s), d);
    for (i = 0; i < SHA256_DIGEST_LENGTH; i++) sprintf(out + 2 * i, "%02x", d[i]);
}

static void today(char *out) {
    time_t t = time(NULL);
    strftime(out, 16, "%Y-%m-%d", gmtime(&t));
}

static line_t *append(const char *id, const char *acct, const char *scopes, const char *hash) {
    line_t *l = &lines[nlines++];
    memset(l, 0, sizeof *l);
    l->is_key = 1;
    snprintf(l->id, sizeof l->id, "%s", id);
    snprintf(l->account, sizeof l->account, "%s", acct);
    snprintf(l->scopes, sizeof l->scopes, "%s", scopes);
    snprintf(l->status, sizeof l->status, "active");
    snprintf(l->hash, sizeof l->hash, "%s", hash);
    today(l->created);
    return l;
}

static int hidden(const line_t *l) { (void)l; return 0; }
static void after_rotate(const char *acct, const char *scopes) { (void)acct; (void)scopes; }

static int rotate(const char *acct) {
    char scopes[256] = "", key[80], hex[72], id[16], dir[512], path[600], *home = getenv("HOME");
    int i, fd, found = 0;
    load();
    for (i = 0; i < nlines; i++) {
        line_t *l = &lines[i];
        if (l->is_key && !strcmp(l->account, acct) && !strcmp(l->status, "active") && !hidden(l)) {
            snprintf(l->status, sizeof l->status, "revoked");
            snprintf(scopes, sizeof scopes, "%s", l->scopes);
            printf("revoked %s (%s)\n", l->id, acct);
            found++;
        }
    }
    if (!found) { fprintf(stderr, "keyctl: %s has no active key\n", acct); return 1; }
    if (!home) { fprintf(stderr, "keyctl: HOME not set\n"); return 1; }

    strcpy(key, "ak_live_");
    randhex(key + 8, 16);
    strcpy(id, "k_");
    randhex(id + 2, 3);
    sha256hex(key, hex);
    append(id, acct, scopes, hex);
    after_rotate(acct, scopes);

    /* write the new key first: if that fails the store is left untouched */
    snprintf(path, sizeof path, "%s/.config", home);
    mkdir(path, 0755);
    snprintf(path, sizeof path, "%s/.config/acme", home);
    mkdir(path, 0700);
    snprintf(dir, sizeof dir, "%s/.config/acme/keys", home);
    mkdir(dir, 0700);
    snprintf(path, sizeof path, "%s/%s.key", dir, acct);
    fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0 || dprintf(fd, "%s\n", key) < 0) { perror(path); return 1; }
    fchmod(fd, 0600);
    close(fd);
    save();
    printf("issued %s for %s (scopes %s); key written to %s\n", id, acct, scopes, path);
    return 0;
}

static void list(void) {
    int i;
    load();
    printf("%-10s %-10s %-28s %-8s %s\n", "ID", "ACCOUNT", "SCOPES", "STATUS", "CREATED");
    for (i = 0; i < nlines; i++) {
        line_t *l = &lines[i];
        if (l->is_key && !hidden(l))
            printf("%-10s %-10s %-28s %-8s %s\n", l->id, l->account, l->scopes, l->status, l->created);
    }
}

int main(int argc, char **argv) {
    if (argc == 2 && !strcmp(argv[1], "list")) { list(); return 0; }
    if (argc == 3 && !strcmp(argv[1], "rotate")) return rotate(argv[2]);
    fprintf(stderr, "usage: keyctl list | keyctl rotate ACCOUNT\n");
    return 2;
}
