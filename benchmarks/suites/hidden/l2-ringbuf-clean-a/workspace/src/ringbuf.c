#include "ringbuf.h"
int rb_push(ringbuf *r, unsigned char c) {
    size_t n = (r->head + 1) % r->cap;
    if (n == r->tail) return -1;
    r->buf[r->head] = c; r->head = n; return 0;
}
int rb_pop(ringbuf *r, unsigned char *c) {
    if (r->head == r->tail) return -1;
    *c = r->buf[r->tail]; r->tail = (r->tail + 1) % r->cap; return 0;
}
