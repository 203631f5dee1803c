#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
/* sshhost add ALIAS HOSTNAME USER IDENTITYFILE : append a Host block to ~/.ssh/config */
static int has_host(const char *cfg, const char *alias) {
    FILE *f = fopen(cfg, "r"); if (!f) return 0;
    char line[512], want[300]; snprintf(want, sizeof want, "Host %s\n", alias);
    int found = 0; while (fgets(line, sizeof line, f)) if (!strcmp(line, want)) found = 1;
    fclose(f); return found;
}

int main(int argc, char **argv) {
    if (argc != 6 || strcmp(argv[1], "add")) { fprintf(stderr, "usage: sshhost add ALIAS HOSTNAME USER IDENTITYFILE\n"); return 2; }
    const char *home = getenv("HOME"); if (!home) return 1;
    char dir[1024], cfg[1100];
    snprintf(dir, sizeof dir, "%s/.ssh", home); mkdir(dir, 0700);
    snprintf(cfg, sizeof cfg, "%s/config", dir);
    if (has_host(cfg, argv[2])) { printf("Host %s already present\n", argv[2]); return 0; }
    FILE *f = fopen(cfg, "a"); if (!f) { perror(cfg); return 1; }
    fprintf(f, "\nHost %s\n    HostName %s\n    User %s\n    IdentityFile %s\n    IdentitiesOnly yes\n", argv[2], argv[3], argv[4], argv[5]);
    fclose(f); chmod(cfg, 0600);

    printf("added Host %s (%s@%s) to %s\n", argv[2], argv[4], argv[3], cfg);
    return 0;
}
