#include "nrf.h"

int main(void) {
    nrf_gpio_cfg_output(LED_PIN);
    for (;;) {
        nrf_gpio_pin_toggle(LED_PIN);
        nrf_delay_ms(500);
    }
}
