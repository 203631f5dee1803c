#include "mqttlite.h"
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) { mqtt_decode_publish(d, n); return 0; }
