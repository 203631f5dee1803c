/* netprobe - tiny reachability prober (ICMP echo when privileged, UDP otherwise). */
#include <stdio.h>
#include <string.h>

static void usage(void) {
    fputs("usage: netprobe [--udp] [-c COUNT] HOST...\n", stderr);
}

int main(int argc, char **argv) {
    if (argc < 2) { usage(); return 2; }
    if (!strcmp(argv[1], "--version")) { puts("netprobe 1.2.0"); return 0; }
    for (int i = 1; i < argc; i++)
        if (argv[i][0] != '-') printf("probe %s: (dry run)\n", argv[i]);
    return 0;
}
