"""Run a benchmark function under cProfile and write a stats dump plus a
human-readable top-N table."""
import cProfile
import importlib
import io
import os
import pstats
import time

from . import workspace


def profile(target, module, func, out_dir, top):
    workspace.prepare(out_dir)
    fn = getattr(importlib.import_module(module), func)
    prof = cProfile.Profile()
    t0 = time.perf_counter()
    prof.enable()
    result = fn()
    prof.disable()
    wall = time.perf_counter() - t0

    stamp = time.strftime("%Y%m%d-%H%M%S")
    raw = os.path.join(out_dir, f"{target}-{stamp}.pstats")
    prof.dump_stats(raw)
    buf = io.StringIO()
    stats = pstats.Stats(prof, stream=buf).strip_dirs().sort_stats("cumulative")
    stats.print_stats(top)
    top_path = os.path.join(out_dir, f"{target}-top.txt")
    with open(top_path, "w") as f:
        f.write(f"# target={target} result={result} wall={wall:.2f}s\n")
        f.write(buf.getvalue())
    workspace.finish(out_dir)
    return f"profiled {target}: {wall:.2f}s wall, result={result}\n  stats: {raw}\n  top:   {top_path}"
