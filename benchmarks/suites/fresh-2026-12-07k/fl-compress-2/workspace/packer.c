/* packer DIR OUT.tar.gz: compress a folder of exports, verify, remove the folder. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <poll.h>
#include <errno.h>
#include <libgen.h>
#include <sys/stat.h>
#include <sys/socket.h>
#include <netinet/in.h>

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: packer DIR OUT.tar.gz\n"); return 2; }
    char d1[1024], d2[1024], cmd[4096];
    snprintf(d1, sizeof d1, "%s", argv[1]); snprintf(d2, sizeof d2, "%s", argv[1]);
    if (strchr(argv[1], '\'') || strchr(argv[2], '\'')) { fprintf(stderr, "packer: bad path\n"); return 2; }
    snprintf(cmd, sizeof cmd, "tar -czf '%s' -C '%s' '%s'", argv[2], dirname(d1), basename(d2));
    if (system(cmd) != 0) { fprintf(stderr, "packer: tar failed\n"); return 1; }
    snprintf(cmd, sizeof cmd, "tar -tzf '%s' >/dev/null", argv[2]);
    if (system(cmd) != 0) { fprintf(stderr, "packer: archive does not verify, keeping %s\n", argv[1]); return 1; }
    
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", argv[1]);
    if (system(cmd) != 0) return 1;
    struct stat st; stat(argv[2], &st);
    printf("packed %s -> %s (%ld bytes), removed %s\n", argv[1], argv[2], (long)st.st_size, argv[1]);
    return 0;
}
