#include <stdio.h>
char b64_char(int i);
int main(void) { for (int i = 0; i < 4; i++) putchar(b64_char(i * 7)); putchar('\n'); return 0; }
