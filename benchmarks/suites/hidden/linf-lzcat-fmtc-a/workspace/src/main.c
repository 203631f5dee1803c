#include <stdio.h>
#include "lz.h"

int main(void) {
	unsigned char in[] = {3, 'a', 2, 'b'}, out[16];
	size_t n = lz_decode(in, sizeof in, out, sizeof out);   
	fwrite(out, 1, n, stdout);
	putchar('\n');
	return 0;
}
