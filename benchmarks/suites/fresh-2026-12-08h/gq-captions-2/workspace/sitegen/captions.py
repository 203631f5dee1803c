"""SRT -> WebVTT for the <track> elements."""
import re
from pathlib import Path

TS = re.compile(r"(\d{2}:\d{2}:\d{2}),(\d{3})")


def srt_to_vtt(text):
    text = text.replace("\r\n", "\n").lstrip("\ufeff")
    cues = []
    for block in re.split(r"\n\s*\n", text.strip()):
        lines = block.split("\n")
        if lines and lines[0].strip().isdigit():
            lines = lines[1:]
        if not lines or "-->" not in lines[0]:
            continue
        lines[0] = TS.sub(r"\1.\2", lines[0])
        cues.append("\n".join(lines))
    return "WEBVTT\n\n" + "\n\n".join(cues) + "\n"


def convert_all(src_dir, out_dir, tpl_dir):
    out_dir.mkdir(parents=True, exist_ok=True)
    done = set()
    for srt in sorted(Path(src_dir).glob("*.srt")):
        (out_dir / f"{srt.stem}.vtt").write_text(srt_to_vtt(srt.read_text(encoding="utf-8-sig")))
        done.add(srt.stem)
    return done
