/* sshkeys - manage ~/.ssh/authorized_keys on team boxes.
 *   sshkeys add PUBKEY_FILE   append the key(s) in the file, skipping duplicates
 *   sshkeys list              show type, comment and a short id of each key
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static char path[4096], dir[4096];

static void paths(void) {
    const char *home = getenv("HOME");
    if (!home || !*home) { fprintf(stderr, "sshkeys: HOME not set\n"); exit(2); }
    snprintf(dir, sizeof dir, "%s/.ssh", home);
    snprintf(path, sizeof path, "%s/.ssh/authorized_keys", home);
}

static int valid_type(const char *line) {
    static const char *types[] = {"ssh-ed25519 ", "ssh-rsa ", "ecdsa-sha2-nistp256 ",
                                  "sk-ssh-ed25519@openssh.com ", NULL};
    for (int i = 0; types[i]; i++)
        if (strncmp(line, types[i], strlen(types[i])) == 0) return 1;
    return 0;
}

/* the "type blob" part identifies a key; comments may differ */
static void key_id(const char *line, char *out, size_t n) {
    const char *sp = strchr(line, ' ');
    const char *end = sp ? strchr(sp + 1, ' ') : NULL;
    size_t len = end ? (size_t)(end - line) : strcspn(line, "\n");
    if (len >= n) len = n - 1;
    memcpy(out, line, len);
    out[len] = 0;
}

static int present(const char *line) {
    char want[2048], have[2048], buf[4096];
    key_id(line, want, sizeof want);
    FILE *f = fopen(path, "r");
    if (!f) return 0;
    int found = 0;
    while (fgets(buf, sizeof buf, f)) {
        key_id(buf, have, sizeof have);
        if (strcmp(want, have) == 0) { found = 1; break; }
    }
    fclose(f);
    return found;
}

static int append(const char *line) {
    if (present(line)) return 0;
    FILE *f = fopen(path, "a");
    if (!f) { perror(path); exit(1); }
    fputs(line, f);
    if (line[strlen(line) - 1] != '\n') fputc('\n', f);
    fclose(f);
    return 1;
}

static int cmd_add(const char *file) {
    FILE *in = fopen(file, "r");
    if (!in) { perror(file); return 1; }
    if (mkdir(dir, 0700) != 0 && errno != EEXIST) { perror(dir); return 1; }
    chmod(dir, 0700);
    char line[4096];
    int added = 0, skipped = 0;
    while (fgets(line, sizeof line, in)) {
        if (line[0] == '#' || line[0] == '\n') continue;
        if (!valid_type(line)) { fprintf(stderr, "sshkeys: not a public key line: %.40s...\n", line); fclose(in); return 1; }
        if (append(line)) added++; else skipped++;
    }
    fclose(in);
    chmod(path, 0600);
    printf("sshkeys: %d key(s) added, %d already present (%s)\n", added, skipped, path);
    return 0;
}

static int cmd_list(void) {
    FILE *f = fopen(path, "r");
    if (!f) { printf("(no authorized_keys)\n"); return 0; }
    char line[4096];
    int i = 0;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || line[0] == '\n') continue;
        char type[64] = "", blob[2048] = "", comment[512] = "";
        sscanf(line, "%63s %2047s %511[^\n]", type, blob, comment);
        size_t bl = strlen(blob);
        printf("%2d  %-12s ...%s  %s\n", ++i, type, bl > 12 ? blob + bl - 12 : blob, comment);
    }
    fclose(f);
    return 0;
}

int main(int argc, char **argv) {
    paths();
    if (argc == 3 && strcmp(argv[1], "add") == 0) return cmd_add(argv[2]);
    if (argc == 2 && strcmp(argv[1], "list") == 0) return cmd_list();
    fprintf(stderr, "usage: sshkeys add PUBKEY_FILE | sshkeys list\n");
    return 2;
}
