#include <spdlog/spdlog.h>
#include "uploader.hpp"

int main(int argc, char** argv) {
    spdlog::info("edgecam {}", EDGECAM_VERSION);
    return edgecam::run(argc, argv);
}
