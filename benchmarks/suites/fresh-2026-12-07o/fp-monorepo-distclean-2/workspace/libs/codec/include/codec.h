#pragma once
#include <stddef.h>

size_t rle_encode(const unsigned char *in, size_t n, unsigned char *out);
size_t rle_decode(const unsigned char *in, size_t n, unsigned char *out);
