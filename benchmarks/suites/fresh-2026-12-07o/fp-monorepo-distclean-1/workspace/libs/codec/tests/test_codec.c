#include <assert.h>
#include <stdio.h>
#include <string.h>
#include "codec.h"

int main(void) {
    const unsigned char msg[] = "aaaabbbcccd";
    unsigned char enc[64], dec[64];
    size_t e = rle_encode(msg, sizeof msg - 1, enc);
    size_t d = rle_decode(enc, e, dec);
    assert(d == sizeof msg - 1 && memcmp(msg, dec, d) == 0);
    puts("1 passed, 0 failed");
    return 0;
}
