#include "uploader.hpp"
#include <openssl/ssl.h>

namespace edgecam {
// TLS upload of JPEG snapshots to the fleet backend
int run(int, char**) { return 0; }
}
