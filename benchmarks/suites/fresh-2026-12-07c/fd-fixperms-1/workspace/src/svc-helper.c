/* svc-helper: run a service command with the environment from /etc/edge-proxy/env.
 *   svc-helper run -- CMD [ARGS...]
 * Installed by the deb package; on dev machines it is built by scripts/build.sh. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 4 || strcmp(argv[1], "run") != 0 || strcmp(argv[2], "--") != 0) {
        fprintf(stderr, "usage: svc-helper run -- CMD [ARGS...]\n");
        return 2;
    }
    setenv("EDGE_PROXY_ENV", "/etc/edge-proxy/env", 0);
    execvp(argv[3], argv + 3);
    perror(argv[3]);
    return 127;
}
