#ifndef QOIDEC_H
#define QOIDEC_H
#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint32_t width;
    uint32_t height;
    uint8_t channels;
    uint8_t colorspace;
} qoi_desc;

/* Returns a malloc'd RGBA buffer or NULL. */
uint8_t *qoi_decode(const uint8_t *data, size_t size, qoi_desc *desc);

#endif
