/* wh-ssh-setup: write the warehouse bastion entry into ~/.ssh/config */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

struct cfg { char bastion_host[256], bastion_user[64], bastion_port[16], identity_file[256],
             warehouse_host[256], warehouse_port[16], local_port[16]; };

static void set(char *dst, size_t n, const char *v) { snprintf(dst, n, "%s", v); }

static int load(const char *path, struct cfg *c) {
    FILE *f = fopen(path, "r");
    if (!f) return -1;
    char line[512];
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = 0;
        if (line[0] == '#' || !strchr(line, '=')) continue;
        char *v = strchr(line, '='); *v++ = 0;
        if (!strcmp(line, "bastion_host")) set(c->bastion_host, sizeof c->bastion_host, v);
        else if (!strcmp(line, "bastion_user")) set(c->bastion_user, sizeof c->bastion_user, v);
        else if (!strcmp(line, "bastion_port")) set(c->bastion_port, sizeof c->bastion_port, v);
        else if (!strcmp(line, "identity_file")) set(c->identity_file, sizeof c->identity_file, v);
        else if (!strcmp(line, "warehouse_host")) set(c->warehouse_host, sizeof c->warehouse_host, v);
        else if (!strcmp(line, "warehouse_port")) set(c->warehouse_port, sizeof c->warehouse_port, v);
        else if (!strcmp(line, "local_port")) set(c->local_port, sizeof c->local_port, v);
    }
    fclose(f);
    return c->bastion_host[0] && c->warehouse_host[0] ? 0 : -2;
}

static int has_entry(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) return 0;
    char line[512]; int found = 0;
    while (fgets(line, sizeof line, f))
        if (!strncmp(line, "Host wh-bastion", 15)) found = 1;
    fclose(f);
    return found;
}

static void post_setup(const char *sshdir) { (void)sshdir; }

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: %s config/warehouse.ini\n", argv[0]); return 2; }
    struct cfg c; memset(&c, 0, sizeof c);
    strcpy(c.bastion_port, "22"); strcpy(c.warehouse_port, "5432"); strcpy(c.local_port, "15432");
    if (load(argv[1], &c)) { fprintf(stderr, "cannot read bastion settings from %s\n", argv[1]); return 2; }

    const char *home = getenv("HOME");
    if (!home) { fprintf(stderr, "HOME not set\n"); return 2; }
    char sshdir[1024], cfgpath[1100];
    snprintf(sshdir, sizeof sshdir, "%s/.ssh", home);
    snprintf(cfgpath, sizeof cfgpath, "%s/config", sshdir);
    mkdir(sshdir, 0700);

    if (has_entry(cfgpath)) {
        printf("wh-bastion already present in %s, nothing to do\n", cfgpath);
    } else {
        FILE *f = fopen(cfgpath, "a");
        if (!f) { perror(cfgpath); return 1; }
        fprintf(f, "\n# added by wh-ssh-setup\nHost wh-bastion\n"
                   "    HostName %s\n    User %s\n    Port %s\n    IdentityFile %s\n"
                   "    LocalForward %s %s:%s\n    ServerAliveInterval 30\n    ExitOnForwardFailure yes\n",
                c.bastion_host, c.bastion_user, c.bastion_port, c.identity_file,
                c.local_port, c.warehouse_host, c.warehouse_port);
        fclose(f);
        chmod(cfgpath, 0600);
        printf("added Host wh-bastion to %s\n", cfgpath);
    }
    post_setup(sshdir);
    printf("open the tunnel with:  ssh -fN wh-bastion   (warehouse on localhost:%s)\n", c.local_port);
    return 0;
}
