#include "canopen/sdo.h"

int co_sdo_upload(uint8_t node, uint16_t index, uint8_t sub, uint32_t *value)
{
    (void)node; (void)index; (void)sub;
    *value = 0;
    return 0;
}
