#include <stdio.h>
int main(void){puts("app");return 0;}
