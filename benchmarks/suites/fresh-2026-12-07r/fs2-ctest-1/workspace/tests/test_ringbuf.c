#include <stdio.h>
#include <string.h>
#include "ringbuf.h"
static int fails;
#define CHECK(name, cond) do { printf("%s %s\n", (cond) ? "PASS" : "FAIL", name); if (!(cond)) fails++; } while (0)
int main(void)
{
    uint8_t mem[4], b = 0; ringbuf_t rb;
    rb_init(&rb, mem, sizeof mem);
    CHECK("empty_get", rb_get(&rb, &b) == -1);
    for (int i = 0; i < 4; i++) rb_put(&rb, (uint8_t)i);
    CHECK("full_put", rb_put(&rb, 9) == -1);
    CHECK("count", rb_count(&rb) == 4);
    rb_get(&rb, &b);
    CHECK("fifo_order", b == 0);
    rb_put(&rb, 7);
    int ok = 1; for (int i = 1; i < 4; i++) { rb_get(&rb, &b); ok &= b == i; }
    rb_get(&rb, &b);
    CHECK("wraparound", ok && b == 7);
    return fails != 0;
}
