#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
    if (argc < 2 || !strcmp(argv[1], "--help")) {
        printf("usage: sensorctl status|calibrate|reload\n");
        return argc < 2;
    }
    if (!strcmp(argv[1], "--version")) {
        printf("sensorctl %s\n", SENSORD_VERSION);
        return 0;
    }
    printf("sensorctl: %s: talking to sensord over /run/sensord/ctl\n", argv[1]);
    return 0;
}
