/* nRF5 SDK 17.1.0 - minimal header set vendored for sensor-fw builds. */
#ifndef NRF_H
#define NRF_H
#include <stdint.h>
#define LED_PIN 17
void nrf_gpio_cfg_output(uint32_t pin);
void nrf_gpio_pin_toggle(uint32_t pin);
void nrf_delay_ms(uint32_t ms);
#endif
