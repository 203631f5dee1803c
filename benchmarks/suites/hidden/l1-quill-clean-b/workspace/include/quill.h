#pragma once
#include <stddef.h>
size_t quill_compress(const void *in, size_t n, void *out, size_t cap);
