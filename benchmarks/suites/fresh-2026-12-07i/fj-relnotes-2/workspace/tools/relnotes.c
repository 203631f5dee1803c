/* relnotes - assemble release notes from towncrier-style fragments
   fragments: release-notes/unreleased/<id>.<feature|bugfix|removal>.md */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int cmp(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static const char *kinds[] = {"feature", "bugfix", "removal"};
static const char *titles[] = {"Features", "Bug fixes", "Removals"};

int main(int argc, char **argv)
{
    const char *version = NULL, *out = "RELEASE_NOTES.md", *dir = "release-notes/unreleased";
    if (argc < 2 || strcmp(argv[1], "assemble")) {
        fprintf(stderr, "usage: relnotes assemble --version V [--out FILE] [--dir DIR]\n");
        return 2;
    }
    for (int i = 2; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--version")) version = argv[i + 1];
        else if (!strcmp(argv[i], "--out")) out = argv[i + 1];
        else if (!strcmp(argv[i], "--dir")) dir = argv[i + 1];
    }
    if (!version) { fprintf(stderr, "relnotes: --version is required\n"); return 2; }
    DIR *d = opendir(dir);
    if (!d) { perror(dir); return 1; }
    char *names[512];
    int n = 0;
    struct dirent *de;
    while ((de = readdir(d)) && n < 512)
        if (strstr(de->d_name, ".md")) names[n++] = strdup(de->d_name);
    closedir(d);
    qsort(names, n, sizeof *names, cmp);
    FILE *o = fopen(out, "w");
    if (!o) { perror(out); return 1; }
    fprintf(o, "# Skyforge %s\n", version);
    int total = 0;
    for (int k = 0; k < 3; k++) {
        char suffix[32];
        snprintf(suffix, sizeof suffix, ".%s.md", kinds[k]);
        int header = 0;
        for (int i = 0; i < n; i++) {
            size_t ln = strlen(names[i]), ls = strlen(suffix);
            if (ln <= ls || strcmp(names[i] + ln - ls, suffix)) continue;
            char p[8192], text[2048];
            snprintf(p, sizeof p, "%s/%s", dir, names[i]);
            FILE *f = fopen(p, "r");
            if (!f) continue;
            size_t r = fread(text, 1, sizeof text - 1, f);
            fclose(f);
            text[r] = 0;
            while (r && (text[r - 1] == '\n' || text[r - 1] == ' ')) text[--r] = 0;
            if (!header) { fprintf(o, "\n## %s\n\n", titles[k]); header = 1; }
            fprintf(o, "- %s (#%.*s)\n", text, (int)strcspn(names[i], "."), names[i]);
            total++;
        }
    }
    fclose(o);
    
    printf("relnotes: %d entr%s written to %s\n", total, total == 1 ? "y" : "ies", out);
    return 0;
}
