/* fixperms: normalize file modes in a repository checkout.
 *
 *   fixperms [DIR]
 *
 * Rules: files starting with "#!" are executable (0755); ELF binaries keep
 * their mode; everything else is 0644.  .git/ is skipped, directories and
 * symlinks are not touched.  Prints each change.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int changed, scanned;

static int kind(const char *path) {
    unsigned char b[4] = {0};
    int fd = open(path, O_RDONLY);
    if (fd < 0) return -1;
    ssize_t n = read(fd, b, sizeof b);
    close(fd);
    if (n >= 4 && b[0] == 0x7f && b[1] == 'E' && b[2] == 'L' && b[3] == 'F') return 'E';
    if (n >= 2 && b[0] == '#' && b[1] == '!') return 'S';
    return 'F';
}

static mode_t wanted(const char *path, int k, mode_t cur) {
    (void)path;
    switch (k) {
    case 'S': return 0755;
    case 'E': return cur;
    default:  return 0644;
    }
}

static int visit(const char *path, const struct stat *st, int type, struct FTW *ftw) {
    if (type == FTW_D && strcmp(path + ftw->base, ".git") == 0) return FTW_SKIP_SUBTREE;
    if (type != FTW_F) return FTW_CONTINUE;
    scanned++;
    int k = kind(path);
    if (k < 0) { fprintf(stderr, "fixperms: %s: %s\n", path, strerror(errno)); return FTW_CONTINUE; }
    mode_t cur = st->st_mode & 07777;
    mode_t want = wanted(path, k, cur);
    if (want != cur) {
        if (chmod(path, want) != 0) {
            fprintf(stderr, "fixperms: chmod %s: %s\n", path, strerror(errno));
        } else {
            printf("mode %04o -> %04o  %s\n", (unsigned)cur, (unsigned)want, path);
            changed++;
        }
    }
    return FTW_CONTINUE;
}

int main(int argc, char **argv) {
    const char *dir = argc > 1 ? argv[1] : ".";
    if (nftw(dir, visit, 32, FTW_PHYS | FTW_ACTIONRETVAL) != 0) {
        fprintf(stderr, "fixperms: %s: %s\n", dir, strerror(errno));
        return 1;
    }
    printf("fixperms: %d file(s) scanned, %d changed\n", scanned, changed);
    return 0;
}
