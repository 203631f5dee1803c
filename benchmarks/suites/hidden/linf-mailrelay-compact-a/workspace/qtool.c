#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <unistd.h>
#include <sys/stat.h>

static char *slurp(const char *p, size_t *n) {
    FILE *f = fopen(p, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long sz = ftell(f);
    rewind(f);
    char *b = malloc(sz + 1);
    size_t r = fread(b, 1, sz, f);
    b[r] = 0;
    fclose(f);
    if (n) *n = r;
    return b;
}

static int spit(const char *p, const char *b, size_t n, const char *mode) {
    FILE *f = fopen(p, mode);
    if (!f) return -1;
    fwrite(b, 1, n, f);
    fclose(f);
    return 0;
}

static int ends_with(const char *s, const char *suf) {
    size_t a = strlen(s), b = strlen(suf);
    return a >= b && strcmp(s + a - b, suf) == 0;
}

static int stamp(const char *dir, int dropped, int kept) {
    char p[4096];
    snprintf(p, sizeof p, "%s/.compacted", dir);
    FILE *f = fopen(p, "w");
    if (!f) return -1;
    fprintf(f, "dropped=%d kept=%d\n", dropped, kept);
    fclose(f);
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 3 || strcmp(argv[1], "compact")) { fprintf(stderr, "usage: qtool compact SPOOL\n"); return 2; }
    DIR *d = opendir(argv[2]);
    if (!d) { perror(argv[2]); return 1; }
    struct dirent *e;
    char p[4096];
    int dropped = 0, kept = 0;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        snprintf(p, sizeof p, "%s/%s", argv[2], e->d_name);
        if (ends_with(e->d_name, ".done") && unlink(p) == 0) dropped++;
        else kept++;
    }
    closedir(d);
    stamp(argv[2], dropped, kept);
    printf("qtool: compacted %s (%d dropped, %d pending kept)\n", argv[2], dropped, kept);
    return 0;
}
