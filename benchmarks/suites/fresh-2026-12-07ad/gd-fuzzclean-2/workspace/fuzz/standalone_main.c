/* Standalone driver: replays files given on the command line through the
 * fuzz target, for builds without libFuzzer (gcc, coverage, valgrind). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        if (!f) { perror(argv[i]); continue; }
        fseek(f, 0, SEEK_END);
        long n = ftell(f);
        fseek(f, 0, SEEK_SET);
        uint8_t *buf = malloc(n > 0 ? n : 1);
        if (fread(buf, 1, n, f) != (size_t)n) { fclose(f); free(buf); continue; }
        fclose(f);
        LLVMFuzzerTestOneInput(buf, n);
        free(buf);
        fprintf(stderr, "ran %s (%ld bytes)\n", argv[i], n);
    }
    return 0;
}
