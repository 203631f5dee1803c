#ifndef BOARD_H
#define BOARD_H
#define SAMPLE_COUNT 64u
#endif
