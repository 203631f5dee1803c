/* flagctl: edit config/flags/<env>.yaml keeping it canonical.
 *
 * The file is a comment header, a "flags:" line, then "  name: true|false"
 * lines. flagctl keeps them sorted and rewrites the file atomically.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAX_FLAGS 512
#define MAX_HEADER 4096

struct flag {
    char name[160];
    int value;
};

static struct flag flags[MAX_FLAGS];
static int nflags;
static char header[MAX_HEADER];

static void die(const char *msg, const char *arg) {
    fprintf(stderr, "flagctl: %s%s%s\n", msg, arg ? ": " : "", arg ? arg : "");
    exit(1);
}

static int valid_name(const char *s) {
    if (!*s || !islower((unsigned char)*s)) return 0;
    for (; *s; s++)
        if (!(islower((unsigned char)*s) || isdigit((unsigned char)*s) || *s == '_')) return 0;
    return 1;
}

static char *trim(char *s) {
    char *e;
    while (isspace((unsigned char)*s)) s++;
    e = s + strlen(s);
    while (e > s && isspace((unsigned char)e[-1])) *--e = 0;
    return s;
}

static int parse_bool(const char *v) {
    if (!strcmp(v, "true") || !strcmp(v, "on") || !strcmp(v, "1")) return 1;
    if (!strcmp(v, "false") || !strcmp(v, "off") || !strcmp(v, "0")) return 0;
    return -1;
}

static void load(const char *path) {
    FILE *f = fopen(path, "r");
    char line[512];
    int in_flags = 0, lineno = 0;
    if (!f) die("cannot open", path);
    header[0] = 0;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        if (!in_flags) {
            if (!strncmp(line, "flags:", 6)) { in_flags = 1; continue; }
            if (strlen(header) + strlen(line) + 1 >= sizeof header) die("header too long", path);
            strcat(header, line);
            continue;
        }
        char *t = trim(line);
        if (!*t || *t == '#') continue;
        char *colon = strchr(t, ':');
        if (!colon) { fprintf(stderr, "flagctl: %s:%d: expected name: bool\n", path, lineno); exit(1); }
        *colon = 0;
        char *name = trim(t), *val = trim(colon + 1);
        int b = parse_bool(val);
        if (!valid_name(name) || b < 0) { fprintf(stderr, "flagctl: %s:%d: bad flag line\n", path, lineno); exit(1); }
        if (nflags == MAX_FLAGS) die("too many flags", path);
        snprintf(flags[nflags].name, sizeof flags[nflags].name, "%s", name);
        flags[nflags].value = b;
        nflags++;
    }
    fclose(f);
    if (!in_flags) die("no 'flags:' section", path);
}

static int cmp(const void *a, const void *b) {
    return strcmp(((const struct flag *)a)->name, ((const struct flag *)b)->name);
}

static void save(const char *path) {
    char tmp[1024];
    FILE *f;
    int i;
    qsort(flags, nflags, sizeof flags[0], cmp);
    snprintf(tmp, sizeof tmp, "%s.tmp.%d", path, (int)getpid());
    f = fopen(tmp, "w");
    if (!f) die("cannot write", tmp);
    fputs(header, f);
    fputs("flags:\n", f);
    for (i = 0; i < nflags; i++)
        fprintf(f, "  %s: %s\n", flags[i].name, flags[i].value ? "true" : "false");
    if (fclose(f) != 0 || rename(tmp, path) != 0) die("cannot replace", path);
}

static int find(const char *name) {
    int i;
    for (i = 0; i < nflags; i++)
        if (!strcmp(flags[i].name, name)) return i;
    return -1;
}

static void usage(void) {
    fputs("usage: flagctl list|get|set|rm (--env ENV | --file PATH) [args]\n"
          "  set NAME=true|false ...   add or change flags\n"
          "  get NAME                  print one flag\n"
          "  rm NAME ...               remove flags\n", stderr);
    exit(2);
}

int main(int argc, char **argv) {
    char path[512] = "";
    const char *cmd;
    int i, argi = 2, changed = 0;
    if (argc < 2) usage();
    cmd = argv[1];
    while (argi < argc && !strncmp(argv[argi], "--", 2)) {
        if (!strcmp(argv[argi], "--env") && argi + 1 < argc) {
            if (!valid_name(argv[argi + 1])) die("bad env name", argv[argi + 1]);
            snprintf(path, sizeof path, "config/flags/%s.yaml", argv[argi + 1]);
            argi += 2;
        } else if (!strcmp(argv[argi], "--file") && argi + 1 < argc) {
            snprintf(path, sizeof path, "%s", argv[argi + 1]);
            argi += 2;
        } else usage();
    }
    if (!path[0]) usage();
    load(path);

    if (!strcmp(cmd, "list")) {
        for (i = 0; i < nflags; i++) printf("%-32s %s\n", flags[i].name, flags[i].value ? "true" : "false");
        return 0;
    }
    if (!strcmp(cmd, "get")) {
        if (argi + 1 != argc) usage();
        i = find(argv[argi]);
        if (i < 0) die("no such flag", argv[argi]);
        printf("%s\n", flags[i].value ? "true" : "false");
        return 0;
    }
    if (!strcmp(cmd, "set")) {
        if (argi >= argc) usage();
        for (; argi < argc; argi++) {
            char buf[160], *eq;
            snprintf(buf, sizeof buf, "%s", argv[argi]);
            eq = strchr(buf, '=');
            if (!eq) die("expected NAME=VALUE", argv[argi]);
            *eq = 0;
            int b = parse_bool(eq + 1);
            if (!valid_name(buf) || b < 0) die("bad assignment", argv[argi]);
            i = find(buf);
            if (i < 0) {
                if (nflags == MAX_FLAGS) die("too many flags", path);
                i = nflags++;
                snprintf(flags[i].name, sizeof flags[i].name, "%s", buf);
                printf("added %s = %s\n", buf, b ? "true" : "false");
            } else if (flags[i].value != b) {
                printf("changed %s: %s -> %s\n", buf, flags[i].value ? "true" : "false", b ? "true" : "false");
            } else {
                printf("unchanged %s = %s\n", buf, b ? "true" : "false");
            }
            flags[i].value = b;
            changed = 1;
        }
    } else if (!strcmp(cmd, "rm")) {
        if (argi >= argc) usage();
        for (; argi < argc; argi++) {
            i = find(argv[argi]);
            if (i < 0) die("no such flag", argv[argi]);
            flags[i] = flags[--nflags];
            printf("removed %s\n", argv[argi]);
            changed = 1;
        }
    } else usage();

    if (changed) {
        save(path);
        printf("wrote %s (%d flags)\n", path, nflags);
    }
    return 0;
}
