#include <stdio.h>

int main(void) {
    puts("imx-camd: ISP pipeline up");
    return 0;
}
