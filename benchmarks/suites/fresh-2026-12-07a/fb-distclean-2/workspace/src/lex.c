#include "lex.h"

static void newline(FILE *out, int depth, int indent) {
    fputc('\n', out);
    for (int i = 0; i < depth * indent; i++) fputc(' ', out);
}

int tjson_reindent(FILE *in, FILE *out, int indent) {
    int c, depth = 0, in_str = 0, esc = 0;
    while ((c = fgetc(in)) != EOF) {
        if (in_str) {
            fputc(c, out);
            if (esc) esc = 0;
            else if (c == '\\') esc = 1;
            else if (c == '"') in_str = 0;
            continue;
        }
        switch (c) {
        case '"': in_str = 1; fputc(c, out); break;
        case '{': case '[': fputc(c, out); depth++; newline(out, depth, indent); break;
        case '}': case ']': depth--; newline(out, depth, indent); fputc(c, out); break;
        case ',': fputc(c, out); newline(out, depth, indent); break;
        case ':': fputs(": ", out); break;
        case ' ': case '\t': case '\n': case '\r': break;
        default: fputc(c, out);
        }
        if (depth < 0) return -1;
    }
    fputc('\n', out);
    return (depth == 0 && !in_str) ? 0 : -1;
}
