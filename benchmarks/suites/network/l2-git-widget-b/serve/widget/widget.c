#include <stdio.h>
#include "version.h"

int main(void) {
    printf("widget %s\n", WIDGET_VERSION);
    return 0;
}
