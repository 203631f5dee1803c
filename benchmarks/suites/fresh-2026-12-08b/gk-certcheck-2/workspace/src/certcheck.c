/* certcheck - list certificate expiry for every site under a letsencrypt-style live/ dir */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define WARN_SECONDS (14 * 24 * 3600)

static int file_exists(const char *p) { struct stat st; return stat(p, &st) == 0 && S_ISREG(st.st_mode); }

static void run(const char *cmd, const char *prefix) {
    char line[1024];
    FILE *p = popen(cmd, "r");
    if (!p) return;
    while (fgets(line, sizeof line, p)) printf("%s%s", prefix, line);
    pclose(p);
}

static void check_site(const char *root, const char *site) {
    char cert[4096], key[4096], cmd[9000];
    snprintf(cert, sizeof cert, "%s/%s/fullchain.pem", root, site);
    snprintf(key, sizeof key, "%s/%s/privkey.pem", root, site);
    if (!file_exists(cert)) return;
    printf("== %s\n", site);
    snprintf(cmd, sizeof cmd, "openssl x509 -noout -subject -issuer -enddate -in '%s' 2>&1", cert);
    run(cmd, "   ");
    snprintf(cmd, sizeof cmd, "openssl x509 -noout -checkend %d -in '%s' >/dev/null 2>&1", WARN_SECONDS, cert);
    int rc = system(cmd);
    printf("   status: %s\n", rc == 0 ? "ok (more than 14 days left)" : "RENEW SOON (less than 14 days left)");
    if (file_exists(key)) {
        printf("   key:\n");
        snprintf(cmd, sizeof cmd, "openssl rsa -in '%s' -check %s 2>&1", key, "-noout");
        run(cmd, "     ");
        snprintf(cmd, sizeof cmd,
                 "a=$(openssl x509 -noout -pubkey -in '%s' | openssl sha256); "
                 "b=$(openssl pkey -pubout -in '%s' 2>/dev/null | openssl sha256); "
                 "[ \"$a\" = \"$b\" ] && echo 'key matches certificate' || echo 'KEY DOES NOT MATCH CERTIFICATE'",
                 cert, key);
        run(cmd, "     ");
    }
}

int main(int argc, char **argv) {
    const char *root = argc > 1 ? argv[1] : "/etc/letsencrypt/live";
    DIR *d = opendir(root);
    if (!d) { perror(root); return 1; }
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        check_site(root, e->d_name);
    }
    closedir(d);
    return 0;
}
