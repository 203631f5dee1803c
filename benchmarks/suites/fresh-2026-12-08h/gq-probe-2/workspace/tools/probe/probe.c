/* probe: print format, rate, channels and duration of WAV/BWF files. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/stat.h>

static uint32_t le32(const unsigned char *p) { return p[0] | p[1] << 8 | p[2] << 16 | (uint32_t)p[3] << 24; }
static uint16_t le16(const unsigned char *p) { return p[0] | p[1] << 8; }

static int probe(const char *path) {
    FILE *f = fopen(path, "rb");
    unsigned char hdr[12], ck[8], fmt[16];
    uint16_t tag = 0, ch = 0, bits = 0;
    uint32_t rate = 0, data = 0;
    if (!f) { perror(path); return 1; }
    if (fread(hdr, 1, 12, f) != 12 || memcmp(hdr, "RIFF", 4) || memcmp(hdr + 8, "WAVE", 4)) {
        fprintf(stderr, "%s: not a RIFF/WAVE file\n", path); fclose(f); return 1;
    }
    while (fread(ck, 1, 8, f) == 8) {
        uint32_t len = le32(ck + 4);
        if (!memcmp(ck, "fmt ", 4) && len >= 16) {
            if (fread(fmt, 1, 16, f) != 16) break;
            tag = le16(fmt); ch = le16(fmt + 2); rate = le32(fmt + 4); bits = le16(fmt + 14);
            fseek(f, (long)(len - 16 + (len & 1)), SEEK_CUR);
        } else if (!memcmp(ck, "data", 4)) {
            data = len; break;
        } else {
            fseek(f, (long)(len + (len & 1)), SEEK_CUR);
        }
    }
    fclose(f);
    if (!rate || !ch || !bits) { fprintf(stderr, "%s: no fmt chunk\n", path); return 1; }
    double secs = (double)data / (rate * ch * (bits / 8));
    printf("%-40s %s%u  %6u Hz  %uch  %8.3f s\n", path, tag == 1 ? "pcm_s" : "fmt", bits, rate, ch, secs);
    return 0;
}

int main(int argc, char **argv) {
    int rc = 0;
    if (argc < 2) { fprintf(stderr, "usage: probe FILE.wav...\n"); return 2; }
    for (int i = 1; i < argc; i++) rc |= probe(argv[i]);
    return rc;
}
