#include <stdint.h>
#include <stdlib.h>
#include "qoidec.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    qoi_desc desc;
    uint8_t *px = qoi_decode(data, size, &desc);
    free(px);
    return 0;
}
