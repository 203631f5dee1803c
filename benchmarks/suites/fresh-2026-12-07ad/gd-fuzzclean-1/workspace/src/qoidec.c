#include "qoidec.h"
#include <stdlib.h>
#include <string.h>

#define QOI_OP_INDEX 0x00
#define QOI_OP_DIFF  0x40
#define QOI_OP_LUMA  0x80
#define QOI_OP_RUN   0xc0
#define QOI_OP_RGB   0xfe
#define QOI_OP_RGBA  0xff
#define QOI_MASK_2   0xc0
#define QOI_HEADER_SIZE 14
#define QOI_PIXELS_MAX 400000000u

static uint32_t read32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

uint8_t *qoi_decode(const uint8_t *data, size_t size, qoi_desc *desc) {
    if (!data || !desc || size < QOI_HEADER_SIZE + 8)
        return NULL;
    if (memcmp(data, "qoif", 4) != 0)
        return NULL;
    desc->width = read32(data + 4);
    desc->height = read32(data + 8);
    desc->channels = data[12];
    desc->colorspace = data[13];
    if (!desc->width || !desc->height || desc->channels < 3 || desc->channels > 4 ||
        desc->height >= QOI_PIXELS_MAX / desc->width)
        return NULL;

    size_t px_len = (size_t)desc->width * desc->height * 4;
    uint8_t *out = malloc(px_len);
    if (!out)
        return NULL;

    uint8_t index[64][4] = {{0}};
    uint8_t px[4] = {0, 0, 0, 255};
    size_t p = QOI_HEADER_SIZE, chunks_len = size - 8;
    int run = 0;
    for (size_t o = 0; o < px_len; o += 4) {
        if (run > 0) {
            run--;
        } else if (p < chunks_len) {
            int b1 = data[p++];
            if (b1 == QOI_OP_RGB) {
                px[0] = data[p++]; px[1] = data[p++]; px[2] = data[p++];
            } else if (b1 == QOI_OP_RGBA) {
                px[0] = data[p++]; px[1] = data[p++]; px[2] = data[p++]; px[3] = data[p++];
            } else if ((b1 & QOI_MASK_2) == QOI_OP_INDEX) {
                memcpy(px, index[b1], 4);
            } else if ((b1 & QOI_MASK_2) == QOI_OP_DIFF) {
                px[0] += ((b1 >> 4) & 3) - 2;
                px[1] += ((b1 >> 2) & 3) - 2;
                px[2] += (b1 & 3) - 2;
            } else if ((b1 & QOI_MASK_2) == QOI_OP_LUMA) {
                int b2 = data[p++];
                int vg = (b1 & 0x3f) - 32;
                px[0] += vg - 8 + ((b2 >> 4) & 0x0f);
                px[1] += vg;
                px[2] += vg - 8 + (b2 & 0x0f);
            } else if ((b1 & QOI_MASK_2) == QOI_OP_RUN) {
                run = (b1 & 0x3f);
            }
            memcpy(index[(px[0] * 3 + px[1] * 5 + px[2] * 7 + px[3] * 11) % 64], px, 4);
        }
        memcpy(out + o, px, 4);
    }
    return out;
}
