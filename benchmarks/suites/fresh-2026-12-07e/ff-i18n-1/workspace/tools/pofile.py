import re
from dataclasses import dataclass, field

STR = re.compile(r'^"(.*)"$')


@dataclass
class Entry:
    msgid: str
    msgstr: str = ""
    refs: list = field(default_factory=list)
    flags: set = field(default_factory=set)
    comments: list = field(default_factory=list)
    obsolete: bool = False


def _unq(s):
    return STR.match(s.strip()).group(1)


def parse(text):
    """Returns (header_lines, [Entry]) for the simple catalogs we keep (one-line strings)."""
    blocks = [b for b in text.strip("\n").split("\n\n") if b.strip()]
    header, entries = [], []
    for b in blocks:
        lines = b.splitlines()
        if any(l.startswith('msgid ""') for l in lines):
            header = lines
            continue
        e = Entry(msgid="")
        for l in lines:
            if l.startswith("#:"):
                e.refs += l[2:].split()
            elif l.startswith("#,"):
                e.flags |= {f.strip() for f in l[2:].split(",")}
            elif l.startswith("#~ msgid "):
                e.obsolete, e.msgid = True, _unq(l[9:])
            elif l.startswith("#~ msgstr "):
                e.msgstr = _unq(l[10:])
            elif l.startswith("#"):
                e.comments.append(l)
            elif l.startswith("msgid "):
                e.msgid = _unq(l[6:])
            elif l.startswith("msgstr "):
                e.msgstr = _unq(l[7:])
        entries.append(e)
    return header, entries


def dump(header, entries):
    out = ["\n".join(header)]
    for e in entries:
        lines = list(e.comments)
        if e.obsolete:
            lines += [f'#~ msgid "{e.msgid}"', f'#~ msgstr "{e.msgstr}"']
        else:
            if e.refs:
                lines.append("#: " + " ".join(e.refs))
            if e.flags:
                lines.append("#, " + ", ".join(sorted(e.flags)))
            lines += [f'msgid "{e.msgid}"', f'msgstr "{e.msgstr}"']
        out.append("\n".join(lines))
    return "\n\n".join(out) + "\n"
