
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int ends_with(const char *s, const char *suf) {
    size_t n = strlen(s), m = strlen(suf);
    return n >= m && strcmp(s + n - m, suf) == 0;
}

static int checksum(const char *dir, const char *name) {
    char cmd[8192], line[512], out[4096];
    snprintf(cmd, sizeof cmd, "cd '%s' && sha256sum -- '%s'", dir, name);
    FILE *p = popen(cmd, "r");
    if (!p) return -1;
    if (!fgets(line, sizeof line, p)) { pclose(p); return -1; }
    if (pclose(p) != 0) return -1;
    snprintf(out, sizeof out, "%s/%s.sha256", dir, name);
    FILE *f = fopen(out, "w");
    if (!f) return -1;
    fputs(line, f);
    fclose(f);
    printf("%s", line);
    return 0;
}

int main(int argc, char **argv) {
    const char *dir = argc > 1 ? argv[1] : "build/libs";
    DIR *d = opendir(dir);
    if (!d) { perror(dir); return 1; }
    struct dirent *de;
    int n = 0, failed = 0;
    while ((de = readdir(d)) != NULL) {
        if (!ends_with(de->d_name, ".jar")) continue;
        if (checksum(dir, de->d_name) == 0) n++; else failed++;
    }
    closedir(d);
    
    printf("relsum: %d checksum file(s) written in %s%s\n", n, dir, failed ? " (some failed)" : "");
    return failed ? 1 : 0;
}
