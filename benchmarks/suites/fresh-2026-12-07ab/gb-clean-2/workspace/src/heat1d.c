#include <math.h>
#include <stdio.h>
int main(void) {
    enum { N = 64 };
    double u[N], v[N], dx = 1.0 / (N - 1), dt = 0.4 * dx * dx;
    for (int i = 0; i < N; i++) u[i] = sin(M_PI * i * dx);
    for (int s = 0; s < 1000; s++) {
        for (int i = 1; i < N - 1; i++) v[i] = u[i] + dt / (dx * dx) * (u[i-1] - 2*u[i] + u[i+1]);
        v[0] = v[N-1] = 0.0;
        for (int i = 0; i < N; i++) u[i] = v[i];
    }
    printf("u(0.5) = %.6f\n", u[N/2]);
    return 0;
}
