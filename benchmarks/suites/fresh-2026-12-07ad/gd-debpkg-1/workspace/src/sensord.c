#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t running = 1;
static void on_term(int sig) { (void)sig; running = 0; }

int main(int argc, char **argv) {
    const char *bus = argc > 1 ? argv[1] : "/dev/i2c-1";
    signal(SIGTERM, on_term);
    signal(SIGINT, on_term);
    fprintf(stderr, "sensord %s: polling %s\n", SENSORD_VERSION, bus);
    while (running) {
        /* read LTC2945 / SHT31 over i2c, publish to /run/sensord/state */
        sleep(5);
    }
    return 0;
}
