/* mqtt-lite: props */
#include "mqttlite.h"
