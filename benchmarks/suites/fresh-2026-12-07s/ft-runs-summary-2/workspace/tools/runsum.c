#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <sys/stat.h>

static int last_line(const char *path, char *buf, size_t n) {
    FILE *f = fopen(path, "r"); if (!f) return -1;
    char line[512]; int got = 0;
    while (fgets(line, sizeof line, f)) { if (line[0] && line[0] != '\n' && strncmp(line, "step", 4)) { strncpy(buf, line, n - 1); buf[n-1] = 0; got = 1; } }
    fclose(f);
    if (got) { size_t l = strlen(buf); if (l && buf[l-1] == '\n') buf[l-1] = 0; }
    return got ? 0 : -1;
}

int main(int argc, char **argv) {
    const char *runs = argc > 1 ? argv[1] : "runs";
    const char *out = argc > 2 ? argv[2] : "reports/runs_summary.csv";
    struct dirent **ents; int n = scandir(runs, &ents, NULL, alphasort);
    if (n < 0) { perror(runs); return 1; }
    mkdir("reports", 0755);
    FILE *o = fopen(out, "w"); if (!o) { perror(out); return 1; }
    fprintf(o, "run,final_step,final_loss,final_acc\n");
    int count = 0;
    for (int i = 0; i < n; i++) {
        if (ents[i]->d_name[0] == '.') continue;
        char p[1024], last[512];
        snprintf(p, sizeof p, "%s/%s/metrics.csv", runs, ents[i]->d_name);
        if (last_line(p, last, sizeof last) == 0) { fprintf(o, "%s,%s\n", ents[i]->d_name, last); count++; }
    }
    fclose(o);
    printf("summarized %d runs -> %s\n", count, out);

    return 0;
}
