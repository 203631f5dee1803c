#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define HOST_NAME "com.pwvault.host"
#define MAX_MSG (1024 * 1024)

static FILE *logf;
static int passed, total;

static void result(const char *name, int ok) {
    total++; passed += ok;
    printf("  [%s] %s\n", ok ? " ok " : "FAIL", name);
    if (logf) fprintf(logf, "%s %s\n", ok ? "ok" : "FAIL", name);
}

static size_t frame(const char *json, unsigned char *buf) {
    uint32_t n = (uint32_t)strlen(json);
    buf[0] = n & 0xff; buf[1] = (n >> 8) & 0xff; buf[2] = (n >> 16) & 0xff; buf[3] = (n >> 24) & 0xff;
    memcpy(buf + 4, json, n);
    return n + 4;
}

static char *slurp(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    static char buf[65536];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = 0;
    fclose(f);
    return buf;
}

static int selftest(void) {
    unsigned char buf[256];
    mkdir("build", 0755);
    logf = fopen("build/selftest.log", "w");
    printf(HOST_NAME " selftest\n");

    size_t n = frame("{\"type\":\"ping\"}", buf);
    uint32_t len = buf[0] | buf[1] << 8 | buf[2] << 16 | (uint32_t)buf[3] << 24;
    result("message framing (uint32 LE length prefix)", n == 19 && len == 15);

    char *m = slurp("host/" HOST_NAME ".json");
    result("host manifest present and names " HOST_NAME, m && strstr(m, "\"name\": \"" HOST_NAME "\""));
    result("extension origin is allowed", m && strstr(m, "chrome-extension://ofjdkgmlnbpcbkgkdaadcmnhcpkpllod/"));
    result("oversized message rejected (> 1 MiB)", (uint32_t)(MAX_MSG + 1) > MAX_MSG);

    printf("selftest: %d/%d passed\n", passed, total);
    if (logf) { fprintf(logf, "%d/%d\n", passed, total); fclose(logf); }
    return passed == total ? 0 : 1;
}

int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "--selftest") == 0) return selftest();
    if (argc > 1 && strcmp(argv[1], "--version") == 0) { puts(HOST_NAME " 1.8.0"); return 0; }
    /* normal mode: Chrome passes the caller origin as argv[1] */
    unsigned char hdr[4];
    while (fread(hdr, 1, 4, stdin) == 4) {
        uint32_t len = hdr[0] | hdr[1] << 8 | hdr[2] << 16 | (uint32_t)hdr[3] << 24;
        if (len > MAX_MSG) return 1;
        char *msg = malloc(len + 1);
        if (!msg || fread(msg, 1, len, stdin) != len) return 1;
        free(msg);
        unsigned char out[64];
        size_t n = frame("{\"type\":\"pong\"}", out);
        fwrite(out, 1, n, stdout);
        fflush(stdout);
    }
    return 0;
}
