#pragma once
#include <stddef.h>
typedef struct { unsigned char *buf; size_t cap, head, tail; } ringbuf;
int rb_push(ringbuf *r, unsigned char c);
int rb_pop(ringbuf *r, unsigned char *c);
