#include <stdio.h>
#include <string.h>
#include "config.h"
#include "lex.h"

int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("tjson %s (built with %s)\n", TJSON_VERSION, TJSON_CC);
        return 0;
    }
    if (tjson_reindent(stdin, stdout, 2) != 0) {
        fprintf(stderr, "tjson: unbalanced input\n");
        return 1;
    }
    return 0;
}
