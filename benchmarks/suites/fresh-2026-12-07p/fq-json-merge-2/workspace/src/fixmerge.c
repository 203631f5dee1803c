#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

static char *slurp(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) { perror(path); exit(1); }
    fseek(f, 0, SEEK_END); long n = ftell(f); fseek(f, 0, SEEK_SET);
    char *b = malloc(n + 1);
    if (fread(b, 1, n, f) != (size_t)n) { perror(path); exit(1); }
    b[n] = 0; fclose(f);
    return b;
}

/* returns the inside of a top-level JSON array, trimmed */
static char *inner(char *s, const char *path) {
    while (isspace((unsigned char)*s)) s++;
    char *e = s + strlen(s);
    while (e > s && isspace((unsigned char)e[-1])) e--;
    if (*s != '[' || e == s || e[-1] != ']') { fprintf(stderr, "%s: not a JSON array\n", path); exit(2); }
    s++; e--; *e = 0;
    while (isspace((unsigned char)*s)) s++;
    e = s + strlen(s);
    while (e > s && isspace((unsigned char)e[-1])) *--e = 0;
    return s;
}

int main(int argc, char **argv) {
    const char *out = NULL; int first = 1, i, n = 0;
    if (argc > 2 && strcmp(argv[1], "-o") == 0) { out = argv[2]; first = 3; }
    if (!out || first >= argc) { fprintf(stderr, "usage: fixmerge -o OUT FILE.json...\n"); return 64; }
    FILE *o = fopen(out, "w");
    if (!o) { perror(out); return 1; }
    fputs("[\n", o);
    int wrote = 0;
    for (i = first; i < argc; i++) {
        char *b = slurp(argv[i]);
        char *in = inner(b, argv[i]);
        if (*in) { if (wrote) fputs(",\n", o); fputs(in, o); wrote = 1; }
        free(b); n++;
    }
    fputs("\n]\n", o);
    fclose(o);
    
    printf("merged %d fixture files into %s\n", n, out);
    return 0;
}
