#include <stdio.h>
#include <string.h>
#include "pnm.h"

int main(int argc, char **argv) {
    if (argc > 1 && !strcmp(argv[1], "--selftest")) return pnm_selftest();
    if (argc < 3) { fprintf(stderr, "usage: imgconv IN.pnm OUT.pnm\n"); return 2; }
    return pnm_convert(argv[1], argv[2]);
}
