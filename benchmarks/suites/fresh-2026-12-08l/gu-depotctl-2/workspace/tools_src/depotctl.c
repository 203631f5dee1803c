/* depotctl - store depot helper for build machines.
 *   depotctl status    compare built content against the last uploaded manifests
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static long long dir_bytes(const char *path) {
    long long total = 0;
    DIR *d = opendir(path);
    if (!d) return -1;
    struct dirent *e;
    char p[4096];
    struct stat st;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        snprintf(p, sizeof p, "%s/%s", path, e->d_name);
        if (stat(p, &st) != 0) continue;
        if (S_ISDIR(st.st_mode)) total += dir_bytes(p);
        else total += st.st_size;
    }
    closedir(d);
    return total;
}



static int status(void) {
    DIR *d = opendir("depots");
    if (!d) { perror("depots"); return 1; }
    struct dirent *e;
    printf("%-10s %-18s %12s %12s  %s\n", "DEPOT", "NAME", "MANIFEST", "LOCAL", "STATE");
    while ((e = readdir(d))) {
        size_t n = strlen(e->d_name);
        if (n < 10 || strcmp(e->d_name + n - 9, ".manifest") != 0) continue;
        char path[4096], name[128] = "?", content[1024] = "";
        long long bytes = 0;
        unsigned id = 0;
        snprintf(path, sizeof path, "depots/%s", e->d_name);
        FILE *f = fopen(path, "r");
        if (!f) continue;
        char line[1024];
        while (fgets(line, sizeof line, f)) {
            sscanf(line, "depot_id=%u", &id);
            sscanf(line, "name=%127s", name);
            sscanf(line, "total_bytes=%lld", &bytes);
            sscanf(line, "content_root=%1023s", content);
        }
        fclose(f);
        long long local = dir_bytes(content);
        const char *state = local < 0 ? "missing" : (local == bytes ? "up to date" : "OUT OF DATE");
        printf("%-10u %-18s %12lld %12lld  %s\n", id, name, bytes, local, state);
    }
    closedir(d);

    return 0;
}

int main(int argc, char **argv) {
    if (argc == 2 && strcmp(argv[1], "status") == 0) return status();
    fprintf(stderr, "usage: depotctl status\n");
    return 2;
}
