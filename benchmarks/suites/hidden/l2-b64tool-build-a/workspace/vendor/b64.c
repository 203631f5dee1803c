/* vendored: minimal base64 (public domain) */
static const char B64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
char b64_char(int i) { return B64[i & 63]; }
