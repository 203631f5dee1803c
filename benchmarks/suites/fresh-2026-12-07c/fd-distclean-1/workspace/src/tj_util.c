#include "tj.h"

const char *tj_kind_name(tj_kind k) {
    static const char *names[] = { "none", "{", "}", "[", "]", ":", ",", "string", "number", "literal", "error" };
    return (unsigned)k < sizeof names / sizeof *names ? names[k] : "?";
}
