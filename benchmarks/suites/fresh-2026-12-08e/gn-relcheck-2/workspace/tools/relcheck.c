/* relcheck -- pre-release consistency checks for pgsnap.
 *
 *   relcheck [--fix]
 *
 * pyproject.toml is the source of truth for the version; src/pgsnap/__init__.py
 * and the top CHANGELOG.md entry must agree with it. --fix rewrites __version__.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PYPROJECT "pyproject.toml"
#define INIT      "src/pgsnap/__init__.py"
#define CHANGELOG "CHANGELOG.md"

static char *slurp(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc(n + 1);
    if (!buf) { fclose(f); return NULL; }
    size_t got = fread(buf, 1, n, f);
    buf[got] = 0;
    fclose(f);
    return buf;
}

static int spit(const char *path, const char *text) {
    FILE *f = fopen(path, "wb");
    if (!f) return -1;
    fputs(text, f);
    return fclose(f);
}

/* find `prefix` at the start of a line, copy the quoted/bracketed value after it */
static int value_after(const char *buf, const char *prefix, char close, char *out, size_t cap,
                       const char **where) {
    size_t pl = strlen(prefix);
    for (const char *p = buf; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
        if (strncmp(p, prefix, pl) == 0) {
            const char *s = p + pl, *e = strchr(s, close);
            if (!e || (size_t)(e - s) >= cap) return -1;
            memcpy(out, s, e - s);
            out[e - s] = 0;
            if (where) *where = p;
            return 0;
        }
    }
    return -1;
}

static int replace_line(const char *path, const char *buf, const char *line_start, const char *newline) {
    const char *end = strchr(line_start, '\n');
    end = end ? end + 1 : line_start + strlen(line_start);
    size_t head = line_start - buf;
    char *out = malloc(strlen(buf) + strlen(newline) + 2);
    memcpy(out, buf, head);
    strcpy(out + head, newline);
    strcat(out, end);
    int rc = spit(path, out);
    free(out);
    return rc;
}

int main(int argc, char **argv) {
    int fix = argc > 1 && strcmp(argv[1], "--fix") == 0;
    char *py = slurp(PYPROJECT), *init = slurp(INIT), *cl = slurp(CHANGELOG);
    if (!py || !init || !cl) { fprintf(stderr, "relcheck: run from the repo root\n"); return 2; }

    char v_py[64], v_init[64], v_cl[64];
    const char *init_line = NULL;
    if (value_after(py, "version = \"", '"', v_py, sizeof v_py, NULL) ||
        value_after(init, "__version__ = \"", '"', v_init, sizeof v_init, &init_line) ||
        value_after(cl, "## [", ']', v_cl, sizeof v_cl, NULL)) {
        fprintf(stderr, "relcheck: could not find a version in one of the files\n");
        return 2;
    }

    int bad = 0;
    printf("  %-26s %s\n", PYPROJECT, v_py);
    printf("  %-26s %s%s\n", INIT, v_init, strcmp(v_init, v_py) ? "   <- mismatch" : "");
    printf("  %-26s %s%s\n", CHANGELOG, v_cl, strcmp(v_cl, v_py) ? "   <- mismatch" : "");
    if (strcmp(v_cl, v_py)) bad++;
    if (strcmp(v_init, v_py)) {
        if (fix) {
            char line[128];
            snprintf(line, sizeof line, "__version__ = \"%s\"\n", v_py);
            if (replace_line(INIT, init, init_line, line) != 0) { perror(INIT); return 1; }
            printf("fixed %s -> %s\n", INIT, v_py);
        } else {
            bad++;
        }
    }
    
    if (bad) {
        printf("relcheck: %d problem(s)%s\n", bad, fix ? "" : " (try --fix)");
        return 1;
    }
    printf("relcheck: ok, ready to tag v%s\n", v_py);
    return 0;
}
