/* pg-snapshot: wrapper run by the backup cron job; takes a named snapshot of the
 * app database with the credentials of whoever runs it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: pg-snapshot NAME [pg_dump args...]\n");
        return 2;
    }
    char out[512];
    snprintf(out, sizeof out, "/var/backups/app/%s.dump", argv[1]);
    char *args[64] = {"pg_dump", "--format=custom", "--file", out};
    int n = 4;
    for (int i = 2; i < argc && n < 62; i++) args[n++] = argv[i];
    args[n] = NULL;
    execvp("pg_dump", args);
    perror("pg_dump");
    return 127;
}
