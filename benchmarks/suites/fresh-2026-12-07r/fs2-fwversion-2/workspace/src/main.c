#include <stdio.h>
#include <string.h>
#include "version.h"
#include "verify.h"

int sensor_read(int ch);

int main(int argc, char **argv)
{
    static const unsigned char img[] = "APPIMAGE";
    printf("sensor-node %s (%s)\n", FW_VERSION, FW_BOARD);
    if (!verify_image(img, sizeof img - 1)) {
        puts("image rejected");
        return 1;
    }
    for (int ch = 0; ch < 4; ch++)
        printf("ch%d=%d\n", ch, sensor_read(ch));
    (void)argc; (void)argv;
    return 0;
}
