#pragma once
#include <stddef.h>
#include <stdint.h>
int mqtt_decode_publish(const uint8_t *buf, size_t len);
