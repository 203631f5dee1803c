int pnm_selftest(void);
int pnm_convert(const char *in, const char *out);
