#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *opt(int argc, char **argv, const char *name, const char *def)
{
    for (int i = 2; i + 1 < argc; i++)
        if (!strcmp(argv[i], name)) return argv[i + 1];
    return def;
}

static int has_host(const char *cfg, const char *alias)
{
    FILE *f = fopen(cfg, "r");
    if (!f) return 0;
    char line[1024], want[512];
    snprintf(want, sizeof want, "Host %s\n", alias);
    int found = 0;
    while (fgets(line, sizeof line, f)) if (!strcmp(line, want)) found = 1;
    fclose(f);
    return found;
}

int main(int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[1], "ssh-config") != 0) {
        fprintf(stderr, "usage: boardctl ssh-config --alias A --host H [--user U] [--identity FILE]\n");
        return 2;
    }
    const char *alias = opt(argc, argv, "--alias", "devboard");
    const char *host = opt(argc, argv, "--host", NULL);
    const char *user = opt(argc, argv, "--user", "root");
    const char *ident = opt(argc, argv, "--identity", NULL);
    if (!host) { fprintf(stderr, "boardctl: --host is required\n"); return 2; }
    const char *home = getenv("HOME");
    char sshdir[4096], cfg[4096];
    snprintf(sshdir, sizeof sshdir, "%s/.ssh", home ? home : ".");
    snprintf(cfg, sizeof cfg, "%s/config", sshdir);
    if (mkdir(sshdir, 0700) && errno != EEXIST) { perror(sshdir); return 1; }
    if (has_host(cfg, alias)) { printf("Host %s already present in %s\n", alias, cfg); return 0; }
    FILE *f = fopen(cfg, "a");
    if (!f) { perror(cfg); return 1; }
    fprintf(f, "\n# added by boardctl\nHost %s\n    HostName %s\n    User %s\n", alias, host, user);
    if (ident) fprintf(f, "    IdentityFile %s\n    IdentitiesOnly yes\n", ident);
    fprintf(f, "    StrictHostKeyChecking accept-new\n    UserKnownHostsFile ~/.ssh/known_hosts.boards\n");
    fclose(f);
    chmod(cfg, 0600);
    /* nothing else to do */
    printf("added Host %s (%s@%s) to %s\n", alias, user, host, cfg);
    return 0;
}
