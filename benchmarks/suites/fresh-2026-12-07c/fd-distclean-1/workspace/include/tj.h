#ifndef TJ_H
#define TJ_H
#include <stddef.h>

typedef enum { TJ_NONE, TJ_LBRACE, TJ_RBRACE, TJ_LBRACKET, TJ_RBRACKET,
               TJ_COLON, TJ_COMMA, TJ_STRING, TJ_NUMBER, TJ_LITERAL, TJ_ERROR } tj_kind;

typedef struct { tj_kind kind; const char *start; size_t len; } tj_token;

/* Return the next token starting at *p and advance *p past it. */
tj_token tj_next(const char **p);
const char *tj_kind_name(tj_kind k);
#endif
