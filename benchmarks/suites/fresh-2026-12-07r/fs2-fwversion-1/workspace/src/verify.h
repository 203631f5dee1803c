#ifndef VERIFY_H
#define VERIFY_H
#include <stddef.h>
int verify_image(const unsigned char *img, size_t len);
#endif
