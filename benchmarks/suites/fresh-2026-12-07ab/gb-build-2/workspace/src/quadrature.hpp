#pragma once
#include <functional>
double simpson(const std::function<double(double)>& f, double a, double b, long n);
