/* Streaming tokenizer: feed chunks, get tokens across chunk boundaries.
 * WIP - not wired into the Makefile yet. */
#include "tj.h"
#include <string.h>

typedef struct {
    char carry[256];
    size_t carry_len;
} tj_stream;

void tj_stream_init(tj_stream *st) { st->carry_len = 0; }

/* TODO: handle a string token split across two chunks. */
size_t tj_stream_feed(tj_stream *st, const char *chunk, size_t len, tj_token *out, size_t max) {
    size_t n = 0;
    const char *p = chunk;
    (void)st;
    while (n < max && (size_t)(p - chunk) < len) {
        tj_token t = tj_next(&p);
        if (t.kind == TJ_NONE) break;
        out[n++] = t;
    }
    return n;
}
