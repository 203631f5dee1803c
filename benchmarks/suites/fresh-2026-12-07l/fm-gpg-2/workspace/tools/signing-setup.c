#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int run(const char *a, const char *b, const char *c) {
    char cmd[512];
    snprintf(cmd, sizeof cmd, "git config %s %s%s", a, b, c);
    return system(cmd);
}

static void agent_conf(const char *home) {
    char path[1024], tmp[1100], line[512];
    snprintf(path, sizeof path, "%s/.gnupg/gpg-agent.conf", home);
    snprintf(tmp, sizeof tmp, "%s.new", path);
    FILE *in = fopen(path, "r"), *out = fopen(tmp, "w");
    if (!out) { perror(tmp); exit(1); }
    if (in) {
        while (fgets(line, sizeof line, in))
            if (strncmp(line, "default-cache-ttl", 17) && strncmp(line, "max-cache-ttl", 13)) fputs(line, out);
        fclose(in);
    }
    fputs("default-cache-ttl 3600\nmax-cache-ttl 3600\n", out);
    fclose(out);
    rename(tmp, path);
    chmod(path, 0600);
}

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: signing-setup KEYID\n"); return 2; }
    const char *home = getenv("HOME");
    if (!home) return 1;
    if (run("user.signingkey", argv[1], "") || run("commit.gpgsign", "true", "") || run("tag.gpgSign", "true", "")) return 1;
    agent_conf(home);
    
    printf("signing with %s enabled for this repository; agent cache ttl 3600s\n", argv[1]);
    return 0;
}
