#include "lz.h"

size_t lz_decode(const unsigned char *in, size_t n, unsigned char *out, size_t cap) {
	size_t o = 0;
	for (size_t i = 0; i + 1 < n && o < cap; i += 2) {   
		for (unsigned r = 0; r < in[i] && o < cap; r++)
			out[o++] = in[i + 1];
	}
	return o;
}
