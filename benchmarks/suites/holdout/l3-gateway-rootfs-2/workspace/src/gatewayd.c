/* gatewayd: modbus to mqtt bridge (built by the firmware CI, not here) */
int main(void) { return 0; }
