#include <spdlog/spdlog.h>
#include <acme/proto/frame.hpp>

int main() {
    spdlog::info("gateway-agent starting, proto {}", acme::proto::version());
    return 0;
}
