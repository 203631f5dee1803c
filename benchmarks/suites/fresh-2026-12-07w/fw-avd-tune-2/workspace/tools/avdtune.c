/* avdtune: set hardware properties in an Android Virtual Device's config.ini
 * usage: avdtune AVD_NAME key=value [key=value ...]
 * The AVD folder is $ANDROID_AVD_HOME/<name>.avd, default ~/.android/avd.
 * A copy of the previous file is kept as config.ini.bak.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAXL 512
static char lines[MAXL][1024];
static int nlines;

static int copy_file(const char *src, const char *dst, mode_t mode) {
    int in = open(src, O_RDONLY);
    if (in < 0) return -1;
    int out = open(dst, O_WRONLY | O_CREAT | O_TRUNC, mode);
    if (out < 0) { close(in); return -1; }
    char buf[65536]; ssize_t r;
    while ((r = read(in, buf, sizeof buf)) > 0) if (write(out, buf, r) != r) break;
    close(in); close(out);
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: avdtune AVD_NAME key=value [key=value ...]\n"); return 2; }
    const char *home = getenv("HOME");
    char avdhome[4096], path[4096], bak[4096], tmp[4096];
    if (getenv("ANDROID_AVD_HOME")) snprintf(avdhome, sizeof avdhome, "%s", getenv("ANDROID_AVD_HOME"));
    else snprintf(avdhome, sizeof avdhome, "%s/.android/avd", home ? home : ".");
    snprintf(path, sizeof path, "%s/%s.avd/config.ini", avdhome, argv[1]);

    FILE *f = fopen(path, "r");
    if (!f) { fprintf(stderr, "avdtune: %s: %s\n", path, strerror(errno)); return 1; }
    while (nlines < MAXL && fgets(lines[nlines], sizeof lines[0], f)) {
        lines[nlines][strcspn(lines[nlines], "\n")] = 0;
        nlines++;
    }
    fclose(f);

    for (int a = 2; a < argc; a++) {
        const char *eq = strchr(argv[a], '=');
        if (!eq || eq == argv[a]) { fprintf(stderr, "avdtune: bad setting '%s'\n", argv[a]); return 2; }
        size_t klen = (size_t)(eq - argv[a]);
        int found = 0;
        for (int i = 0; i < nlines; i++) {
            if (strncmp(lines[i], argv[a], klen) == 0 && lines[i][klen] == '=') {
                printf("%s: %.*s %s -> %s\n", argv[1], (int)klen, argv[a], lines[i] + klen + 1, eq + 1);
                snprintf(lines[i], sizeof lines[0], "%s", argv[a]);
                found = 1;
                break;
            }
        }
        if (!found && nlines < MAXL) {
            printf("%s: %.*s (new) -> %s\n", argv[1], (int)klen, argv[a], eq + 1);
            snprintf(lines[nlines++], sizeof lines[0], "%s", argv[a]);
        }
    }

    snprintf(bak, sizeof bak, "%s.bak", path);
    copy_file(path, bak, 0644);
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    FILE *o = fopen(tmp, "w");
    if (!o) { perror(tmp); return 1; }
    for (int i = 0; i < nlines; i++) fprintf(o, "%s\n", lines[i]);
    fclose(o);
    if (rename(tmp, path) != 0) { perror(path); return 1; }

    printf("updated %s (previous saved as config.ini.bak); cold-boot the AVD to apply\n", path);
    return 0;
}
