#ifndef TJSON_LEX_H
#define TJSON_LEX_H
#include <stdio.h>
int tjson_reindent(FILE *in, FILE *out, int indent);
#endif
