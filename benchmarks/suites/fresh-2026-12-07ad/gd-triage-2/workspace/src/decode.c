/* mqtt-lite: decode */
#include "mqttlite.h"
