/* uf2flash IMAGE MOUNTPOINT - copy a UF2 image onto an RP2040 boot drive */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    if (argc != 3) { fprintf(stderr, "usage: uf2flash IMAGE MOUNTPOINT\n"); return 2; }
    FILE *in = fopen(argv[1], "rb");
    if (!in) { perror(argv[1]); return 1; }
    unsigned char blk[512];
    size_t r = fread(blk, 1, sizeof blk, in);
    uint32_t m0 = blk[0] | blk[1] << 8 | blk[2] << 16 | (uint32_t)blk[3] << 24;
    if (r < 512 || m0 != 0x0A324655u) { fprintf(stderr, "%s: not a UF2 image\n", argv[1]); return 1; }
    const char *base = strrchr(argv[1], '/');
    base = base ? base + 1 : argv[1];
    char dst[4096];
    snprintf(dst, sizeof dst, "%s/%s", argv[2], base);
    FILE *out = fopen(dst, "wb");
    if (!out) { perror(dst); return 1; }
    size_t total = 0;
    do { fwrite(blk, 1, r, out); total += r; } while ((r = fread(blk, 1, sizeof blk, in)) > 0);
    fclose(in);
    if (fclose(out)) { perror(dst); return 1; }
    printf("uf2flash: wrote %zu bytes (%zu blocks) to %s\n", total, total / 512, dst);
    return 0;
}
