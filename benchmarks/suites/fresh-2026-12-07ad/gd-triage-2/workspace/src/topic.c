/* mqtt-lite: topic */
#include "mqttlite.h"
