#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

/* portbind PORT CMD [ARGS...]: bind 127.0.0.1:PORT, pass it as fd 3
 * (LISTEN_FDS=1) and exec CMD - lets the dev server use low ports. */
int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: portbind PORT CMD [ARGS...]\n"); return 2; }
    int port = atoi(argv[1]), one = 1;
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in sa;
    memset(&sa, 0, sizeof sa);
    sa.sin_family = AF_INET;
    sa.sin_port = htons(port);
    sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    if (fd < 0 || bind(fd, (struct sockaddr *)&sa, sizeof sa) || listen(fd, 128)) { perror("portbind"); return 1; }
    if (fd != 3) { dup2(fd, 3); close(fd); }
    setenv("LISTEN_FDS", "1", 1);
    execvp(argv[2], argv + 2);
    perror(argv[2]);
    return 127;
}
