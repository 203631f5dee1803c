#include <string.h>
#include "auth.h"

static int constant_time_eq(const char *a, const char *b) {
    size_t la = strlen(a), lb = strlen(b);
    unsigned char d = (unsigned char)(la ^ lb);
    for (size_t i = 0; i < la && i < lb; i++) d |= (unsigned char)(a[i] ^ b[i]);
    return d == 0;
}

int auth_check_token(const char *tok, const char *expected) {
    if (!tok || !expected) return 0;
    return constant_time_eq(tok, expected);
}
