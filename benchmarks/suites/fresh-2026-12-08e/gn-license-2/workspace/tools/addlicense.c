/* addlicense -- add a license header to source files that lack one.
 *
 *   addlicense [-c HOLDER] [-y YEAR] [-check] PATH...
 */
#define _XOPEN_SOURCE 700
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char *holder = "The Authors";
static char year[8];
static int check_only = 0;
static int added = 0, missing = 0, seen = 0;

static const char *HEADER =
    "// Copyright %s %s\n"
    "//\n"
    "// Licensed under the Apache License, Version 2.0 (the \"License\");\n"
    "// you may not use this file except in compliance with the License.\n"
    "// You may obtain a copy of the License at\n"
    "//\n"
    "//     http://www.apache.org/licenses/LICENSE-2.0\n"
    "//\n"
    "// Unless required by applicable law or agreed to in writing, software\n"
    "// distributed under the License is distributed on an \"AS IS\" BASIS,\n"
    "// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.\n"
    "// See the License for the specific language governing permissions and\n"
    "// limitations under the License.\n"
    "\n";

static char *slurp(const char *path, long *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc(n + 1);
    if (!buf) { fclose(f); return NULL; }
    if (fread(buf, 1, n, f) != (size_t)n) { fclose(f); free(buf); return NULL; }
    buf[n] = 0;
    fclose(f);
    if (len) *len = n;
    return buf;
}

static int has_license(const char *buf) {
    char head[1024];
    strncpy(head, buf, sizeof head - 1);
    head[sizeof head - 1] = 0;
    return strstr(head, "Copyright") || strstr(head, "SPDX-License-Identifier") ||
           strstr(head, "Code generated") || strstr(head, "DO NOT EDIT");
}

static int ends_with(const char *s, const char *suf) {
    size_t a = strlen(s), b = strlen(suf);
    return a >= b && strcmp(s + a - b, suf) == 0;
}

static int visit(const char *path, const struct stat *st, int type, struct FTW *ftw) {
    (void)st; (void)ftw;
    if (type == FTW_D && (strstr(path, "/vendor") || strstr(path, "/testdata"))) return 0;
    if (type != FTW_F || !ends_with(path, ".go")) return 0;
    if (strstr(path, "/vendor/") || strstr(path, "/testdata/")) return 0;
    seen++;
    long n = 0;
    char *buf = slurp(path, &n);
    if (!buf) { perror(path); return 0; }
    if (has_license(buf)) { free(buf); return 0; }
    missing++;
    if (check_only) { printf("%s: missing license header\n", path); free(buf); return 0; }
    FILE *f = fopen(path, "wb");
    if (!f) { perror(path); free(buf); return 0; }
    fprintf(f, HEADER, year, holder);
    fwrite(buf, 1, n, f);
    fclose(f);
    free(buf);
    printf("%s: added\n", path);
    added++;
    return 0;
}

int main(int argc, char **argv) {
    time_t now = time(NULL);
    strftime(year, sizeof year, "%Y", localtime(&now));
    int i = 1;
    for (; i < argc && argv[i][0] == '-'; i++) {
        if (!strcmp(argv[i], "-c") && i + 1 < argc) holder = argv[++i];
        else if (!strcmp(argv[i], "-y") && i + 1 < argc) snprintf(year, sizeof year, "%s", argv[++i]);
        else if (!strcmp(argv[i], "-check")) check_only = 1;
        else { fprintf(stderr, "usage: addlicense [-c HOLDER] [-y YEAR] [-check] PATH...\n"); return 2; }
    }
    if (i >= argc) { fprintf(stderr, "usage: addlicense [-c HOLDER] [-y YEAR] [-check] PATH...\n"); return 2; }
    for (; i < argc; i++)
        if (nftw(argv[i], visit, 16, FTW_PHYS) != 0) perror(argv[i]);
    
    if (check_only) {
        printf("%d of %d files missing a license header\n", missing, seen);
        return missing ? 1 : 0;
    }
    printf("%d of %d files updated\n", added, seen);
    return 0;
}
