#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXOPT 256
struct kv { char key[128]; char val[128]; };
static struct kv defs[MAXOPT], cur[MAXOPT];
static int ndefs, ncur;

static int load(const char *path, struct kv *v)
{
    FILE *f = fopen(path, "r");
    if (!f) return -1;
    char line[512];
    int n = 0;
    while (fgets(line, sizeof line, f) && n < MAXOPT) {
        line[strcspn(line, "\n")] = 0;
        char k[128];
        if (sscanf(line, "# %127s is not set", k) == 1 && !strncmp(k, "CONFIG_", 7)) {
            snprintf(v[n].key, sizeof v[n].key, "%s", k); strcpy(v[n].val, "n"); n++;
            continue;
        }
        char *eq = strchr(line, '=');
        if (line[0] == '#' || !eq) continue;
        *eq = 0;
        snprintf(v[n].key, sizeof v[n].key, "%s", line);
        snprintf(v[n].val, sizeof v[n].val, "%s", eq + 1);
        n++;
    }
    fclose(f);
    return n;
}

static const char *def_of(const char *k)
{
    for (int i = 0; i < ndefs; i++) if (!strcmp(defs[i].key, k)) return defs[i].val;
    return "n";
}

static int skip(const char *k);

int main(int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[1], "savedefconfig")) {
        fprintf(stderr, "usage: kconf savedefconfig [--out FILE]\n");
        return 2;
    }
    const char *out = "configs/sensor_node_defconfig";
    if (argc > 3 && !strcmp(argv[2], "--out")) out = argv[3];
    if ((ndefs = load("Kconfig.defaults", defs)) < 0) { perror("Kconfig.defaults"); return 1; }
    if ((ncur = load(".config", cur)) < 0) { perror(".config"); return 1; }
    FILE *f = fopen(out, "w");
    if (!f) { perror(out); return 1; }
    int w = 0;
    for (int i = 0; i < ncur; i++) {
        if (!strcmp(cur[i].val, def_of(cur[i].key)) || skip(cur[i].key)) continue;
        if (!strcmp(cur[i].val, "n")) fprintf(f, "# %s is not set\n", cur[i].key);
        else fprintf(f, "%s=%s\n", cur[i].key, cur[i].val);
        w++;
    }
    fclose(f);
    printf("wrote %s (%d non-default options)\n", out, w);
    return 0;
}

static int skip(const char *k) { (void)k; return 0; }
