#!/usr/bin/env python3
"""Make a light editing proxy of a WAV: mono, 16 kHz, 16-bit.

    python3 scripts/wavproxy.py IN.wav OUT.wav
"""
import array
import sys
import wave

TARGET_RATE = 16000


def main(src, dst):
    with wave.open(src, "rb") as w:
        ch, width, rate, n = w.getnchannels(), w.getsampwidth(), w.getframerate(), w.getnframes()
        if width != 2:
            sys.exit(f"wavproxy: {src}: only 16-bit input is supported")
        samples = array.array("h", w.readframes(n))
    mono = array.array("h", (sum(samples[i:i + ch]) // ch for i in range(0, len(samples), ch)))
    step = max(1, rate // TARGET_RATE)
    out = mono[::step]
    with wave.open(dst, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate // step)
        w.writeframes(out.tobytes())
    print(f"wavproxy: {src} ({ch}ch {rate} Hz) -> {dst} (1ch {rate // step} Hz)")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
