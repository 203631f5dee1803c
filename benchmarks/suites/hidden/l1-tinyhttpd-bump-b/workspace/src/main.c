#include <stdio.h>
#include "../include/version.h"
int main(void) { printf("tinyhttpd %s\n", TINYHTTPD_VERSION); return 0; }
