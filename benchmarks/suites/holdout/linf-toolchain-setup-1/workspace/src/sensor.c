#include <stdio.h>
int main(void) { puts("sensor 0.1"); return 0; }
