#pragma once
#include <stddef.h>
size_t lz_decode(const unsigned char *in, size_t n, unsigned char *out, size_t cap);  
