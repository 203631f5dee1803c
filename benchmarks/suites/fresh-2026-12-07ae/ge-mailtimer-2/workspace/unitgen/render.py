"""Fill templates/*.in with the config and write the unit files."""
import os
import string

UNITS = ("mbsync.service", "mbsync.timer")


def _service_extra(cfg):
    lines = []
    if cfg["exec_start_post"]:
        lines.append(f"ExecStartPost={cfg['exec_start_post']}")
    return lines



def _hook_lines(cfg):
    return []


def write_all(cfg, templates, out):
    os.makedirs(out, exist_ok=True)
    values = dict(cfg)
    values["extra"] = "\n".join(_hook_lines(cfg) + _service_extra(cfg))
    written = []
    for unit in UNITS:
        with open(os.path.join(templates, unit + ".in")) as f:
            tpl = string.Template(f.read())
        path = os.path.join(out, unit)
        with open(path + ".tmp", "w") as f:
            f.write(tpl.substitute(values))
        os.replace(path + ".tmp", path)
        written.append(path)
    return written
