/* mqtt-lite: codec */
#include "mqttlite.h"
