/* runexp - launch an experiment config on the lab GPU box with the project's quota */
#include <stdio.h>
#include <unistd.h>
int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: runexp CONFIG.yaml\n"); return 2; }
    printf("runexp: would submit %s as uid %d (euid %d)\n", argv[1], (int)getuid(), (int)geteuid());
    return 0;
}
