#include "tj.h"
#include <stdio.h>
#include <string.h>

int main(void) {
    const char *p = "{\"a\": [1, true]}";
    const char *want[] = { "{", "string", ":", "[", "number", ",", "literal", "]", "}" };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        tj_token t = tj_next(&p);
        if (strcmp(tj_kind_name(t.kind), want[i]) != 0) {
            printf("token %zu: got %s want %s\n", i, tj_kind_name(t.kind), want[i]);
            return 1;
        }
    }
    puts("ok");
    return 0;
}
