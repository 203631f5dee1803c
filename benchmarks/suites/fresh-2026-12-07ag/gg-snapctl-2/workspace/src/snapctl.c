/* snapctl: fetch database snapshots from the team snapshot store. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    if (argc < 3 || strcmp(argv[1], "pull") != 0) { fprintf(stderr, "usage: snapctl pull NAME\n"); return 2; }
    const char *name = argv[2];
    for (const char *c = name; *c; c++)
        if (!(*c == '-' || *c == '_' || *c == '.' || (*c >= 'a' && *c <= 'z') || (*c >= '0' && *c <= '9'))) {
            fprintf(stderr, "snapctl: bad snapshot name\n"); return 2;
        }
    const char *store = getenv("SNAPCTL_STORE");
    if (!store) store = "http://snapshots.example.test";
    char cmd[2048];
    system("mkdir -p snapshots");
    snprintf(cmd, sizeof cmd, "curl -fsS --max-time 30 -o snapshots/%s.sql.gz.part %s/%s.sql.gz && mv snapshots/%s.sql.gz.part snapshots/%s.sql.gz",
             name, store, name, name, name);
    if (system(cmd) != 0) { fprintf(stderr, "snapctl: download failed\n"); return 1; }
    snprintf(cmd, sizeof cmd, "gzip -t snapshots/%s.sql.gz && sha256sum snapshots/%s.sql.gz", name, name);
    if (system(cmd) != 0) { fprintf(stderr, "snapctl: corrupt snapshot\n"); return 1; }
    printf("snapctl: pulled %s\n", name);
    return 0;
}
