/* portcheck HOST PORT - exit 0 if a TCP connect succeeds within 2 s (used by docker HEALTHCHECK) */
#include <netdb.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: portcheck HOST PORT\n"); return 2; }
    struct addrinfo hints, *res;
    memset(&hints, 0, sizeof hints);
    hints.ai_socktype = SOCK_STREAM;
    if (getaddrinfo(argv[1], argv[2], &hints, &res)) return 1;
    int s = socket(res->ai_family, res->ai_socktype, 0);
    int ok = s >= 0 && connect(s, res->ai_addr, res->ai_addrlen) == 0;
    if (s >= 0) close(s);
    freeaddrinfo(res);
    return ok ? 0 : 1;
}
