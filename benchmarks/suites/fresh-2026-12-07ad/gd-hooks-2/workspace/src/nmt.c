#include <stdint.h>

int co_nmt_start(uint8_t node)
{
    return node ? 0 : -1;
}
