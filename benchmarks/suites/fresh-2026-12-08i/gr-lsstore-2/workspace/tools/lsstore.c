#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int dump_file(const char *path, const char *prefix) {
    FILE *f = fopen(path, "r");
    if (!f) return 0;
    char line[8192];
    int n = 0;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = 0;
        if (!line[0]) continue;
        printf("%s%s\n", prefix, line);
        n++;
    }
    fclose(f);
    return n;
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: lsstore PROFILE_DIR\n"); return 2; }
    char base[4096], sub[4096], file[4096];
    snprintf(base, sizeof base, "%s/Default/Local Extension Settings", argv[1]);
    DIR *d = opendir(base);
    if (!d) { perror(base); return 1; }
    struct dirent *e;
    int total = 0;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        snprintf(sub, sizeof sub, "%s/%s", base, e->d_name);
        struct stat st;
        if (stat(sub, &st) != 0 || !S_ISDIR(st.st_mode)) continue;
        printf("chrome.storage.local  %s\n", e->d_name);
        snprintf(file, sizeof file, "%s/000003.log", sub);
        int n = dump_file(file, "  ");
        printf("  (%d keys)\n", n);
        total += n;
    }
    closedir(d);

    return total ? 0 : 1;
}
