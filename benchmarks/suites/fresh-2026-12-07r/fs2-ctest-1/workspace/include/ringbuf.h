#ifndef RINGBUF_H
#define RINGBUF_H
#include <stddef.h>
#include <stdint.h>
typedef struct { uint8_t *buf; size_t cap, head, tail, count; } ringbuf_t;
void rb_init(ringbuf_t *rb, uint8_t *mem, size_t cap);
int rb_put(ringbuf_t *rb, uint8_t b);
int rb_get(ringbuf_t *rb, uint8_t *b);
size_t rb_count(const ringbuf_t *rb);
#endif
