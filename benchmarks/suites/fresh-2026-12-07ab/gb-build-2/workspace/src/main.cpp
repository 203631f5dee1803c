#include <cmath>
#include <cstdio>
#include "config.h"
#include "quadrature.hpp"
int main() {
    std::printf("# %s %s\n", QUAD_PROJECT, QUAD_VERSION);
    std::printf("sin %.15e\n", simpson([](double x) { return std::sin(x); }, 0.0, M_PI, QUAD_INTERVALS));
    std::printf("gauss %.15e\n", simpson([](double x) { return std::exp(-x * x); }, -6.0, 6.0, QUAD_INTERVALS));
    return 0;
}
