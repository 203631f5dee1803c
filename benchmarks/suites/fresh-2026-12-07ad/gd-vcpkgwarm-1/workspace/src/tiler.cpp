#include "tiler.hpp"
#include <png.h>

namespace tilegen {
const char* version() { return "0.7.0"; }
int run(int, char**) { return 0; }
}
