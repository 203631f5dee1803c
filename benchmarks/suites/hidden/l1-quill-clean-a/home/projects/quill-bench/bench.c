#include <stdio.h>
int main(void){puts("bench");return 0;}
