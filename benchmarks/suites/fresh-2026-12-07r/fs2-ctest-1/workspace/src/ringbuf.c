#include "ringbuf.h"
void rb_init(ringbuf_t *rb, uint8_t *mem, size_t cap) { rb->buf = mem; rb->cap = cap; rb->head = rb->tail = rb->count = 0; }
int rb_put(ringbuf_t *rb, uint8_t b)
{
    if (rb->count == rb->cap) return -1;
    rb->buf[rb->head] = b; rb->head = (rb->head + 1) % rb->cap; rb->count++;
    return 0;
}
int rb_get(ringbuf_t *rb, uint8_t *b)
{
    if (!rb->count) return -1;
    *b = rb->buf[rb->tail]; rb->tail = (rb->tail + 1) % rb->cap; rb->count--;
    return 0;
}
size_t rb_count(const ringbuf_t *rb) { return rb->count; }
