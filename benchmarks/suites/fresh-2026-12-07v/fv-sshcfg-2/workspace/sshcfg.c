/* sshcfg: append Host entries to ~/.ssh/config from a host list. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static char *slurp(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) return strdup("");
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    rewind(f);
    char *buf = malloc(n + 1);
    size_t got = fread(buf, 1, n, f);
    buf[got] = 0;
    fclose(f);
    return buf;
}

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: sshcfg HOSTS_FILE\n"); return 2; }
    const char *home = getenv("HOME");
    if (!home) { fprintf(stderr, "sshcfg: HOME not set\n"); return 1; }
    char dir[4096], cfg[4200];
    snprintf(dir, sizeof dir, "%s/.ssh", home);
    mkdir(dir, 0700);
    snprintf(cfg, sizeof cfg, "%s/config", dir);

    FILE *in = fopen(argv[1], "r");
    if (!in) { perror(argv[1]); return 1; }
    char *existing = slurp(cfg);
    FILE *out = fopen(cfg, "a");
    if (!out) { perror(cfg); return 1; }

    char line[1024];
    int added = 0, present = 0;
    while (fgets(line, sizeof line, in)) {
        char name[256], host[256], user[64], jump[256];
        if (line[0] == '#' || line[0] == '\n') continue;
        int n = sscanf(line, "%255s %255s %63s %255s", name, host, user, jump);
        if (n < 3) { fprintf(stderr, "sshcfg: skipping malformed line: %s", line); continue; }
        char marker[300];
        snprintf(marker, sizeof marker, "Host %s\n", name);
        if (strstr(existing, marker)) { printf("present: %s\n", name); present++; continue; }
        fprintf(out, "\nHost %s\n  HostName %s\n  User %s\n  IdentityFile ~/.ssh/id_ed25519\n  IdentitiesOnly yes\n",
                name, host, user);
        if (n == 4) fprintf(out, "  ProxyJump %s\n", jump);
        printf("added: %s -> %s@%s%s%s\n", name, user, host, n == 4 ? " via " : "", n == 4 ? jump : "");
        added++;
    }
    fclose(out);
    fclose(in);
    chmod(cfg, 0600);
    printf("%d added, %d already present in %s\n", added, present, cfg);
    return 0;
}
