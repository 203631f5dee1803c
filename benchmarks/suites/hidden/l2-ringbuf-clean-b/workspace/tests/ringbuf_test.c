#include <stdio.h>
#include "ringbuf.h"
int main(void) {
    unsigned char m[4], c; ringbuf r = {m, 4, 0, 0};
    rb_push(&r, 'a'); rb_pop(&r, &c);
    puts(c == 'a' ? "ok" : "FAIL");
    return c != 'a';
}
