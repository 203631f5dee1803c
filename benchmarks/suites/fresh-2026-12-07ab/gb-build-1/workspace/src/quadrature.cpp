#include "quadrature.hpp"
double simpson(const std::function<double(double)>& f, double a, double b, long n) {
    if (n % 2) ++n;
    const double h = (b - a) / n;
    double s = f(a) + f(b);
    for (long i = 1; i < n; ++i) s += (i % 2 ? 4.0 : 2.0) * f(a + i * h);
    return s * h / 3.0;
}
