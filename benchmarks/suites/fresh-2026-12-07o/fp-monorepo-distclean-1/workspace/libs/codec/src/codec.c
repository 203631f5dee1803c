#include "codec.h"

size_t rle_encode(const unsigned char *in, size_t n, unsigned char *out) {
    size_t o = 0;
    for (size_t i = 0; i < n;) {
        size_t run = 1;
        while (i + run < n && in[i + run] == in[i] && run < 255) run++;
        out[o++] = (unsigned char)run;
        out[o++] = in[i];
        i += run;
    }
    return o;
}

size_t rle_decode(const unsigned char *in, size_t n, unsigned char *out) {
    size_t o = 0;
    for (size_t i = 0; i + 1 < n; i += 2)
        for (unsigned r = 0; r < in[i]; r++) out[o++] = in[i + 1];
    return o;
}
