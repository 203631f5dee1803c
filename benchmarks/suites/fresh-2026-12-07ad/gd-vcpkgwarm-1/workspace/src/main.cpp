#include <fmt/core.h>
#include "tiler.hpp"

int main(int argc, char** argv) {
    fmt::print("tilegen {}\n", tilegen::version());
    return tilegen::run(argc, argv);
}
