"""Where anonymised records go."""
import os


class FileSink:
    def __init__(self, path):
        self.f = open(path, "w", encoding="utf-8")

    def write(self, raw, clean):
        self.f.write(clean)

    def close(self):
        self.f.close()


def open_sinks(out_path):
    return [FileSink(out_path)]
