#include "config.h"
#include "tj.h"
#include <ctype.h>
#include <string.h>

tj_token tj_next(const char **p) {
    const char *s = *p;
    tj_token t = { TJ_NONE, s, 0 };
    while (isspace((unsigned char)*s)) s++;
    t.start = s;
    switch (*s) {
    case '\0': t.kind = TJ_NONE; break;
    case '{': t.kind = TJ_LBRACE; s++; break;
    case '}': t.kind = TJ_RBRACE; s++; break;
    case '[': t.kind = TJ_LBRACKET; s++; break;
    case ']': t.kind = TJ_RBRACKET; s++; break;
    case ':': t.kind = TJ_COLON; s++; break;
    case ',': t.kind = TJ_COMMA; s++; break;
    case '"':
        s++;
        while (*s && *s != '"') s += (*s == '\\' && s[1]) ? 2 : 1;
        t.kind = *s == '"' ? TJ_STRING : TJ_ERROR;
        if (*s) s++;
        break;
    default:
        if (*s == '-' || isdigit((unsigned char)*s)) {
            t.kind = TJ_NUMBER;
            while (*s && strchr("+-0123456789.eE", *s)) s++;
        } else if (isalpha((unsigned char)*s)) {
            t.kind = TJ_LITERAL;
            while (isalpha((unsigned char)*s)) s++;
        } else {
            t.kind = TJ_ERROR;
            s++;
        }
    }
    t.len = (size_t)(s - t.start);
    *p = s;
    return t;
}
