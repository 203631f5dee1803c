"""Pins that must move together with another requirement.

Each rule: (trigger name, minimum trigger version) -> {name: version}.
"""

RULES = [
    # spdlog < 1.11 bundles an fmt that clashes with fmt >= 10
    (("fmt", (10, 0, 0)), {"spdlog": "1.11.0", "__min__": True}),
]


def _v(s):
    return tuple(int(x) for x in s.split("+")[0].split(".")[:3] if x.isdigit())


def apply(reqs, make_ref):
    have = {r.split("/", 1)[0]: r.split("/", 1)[1].split("#")[0] for r in reqs}
    for (trigger, minver), pins in RULES:
        if trigger not in have or _v(have[trigger]) < minver:
            continue
        for name, ver in pins.items():
            if name.startswith("__") or name not in have:
                continue
            if pins.get("__min__") and _v(have[name]) >= _v(ver):
                continue
            reqs = [r for r in reqs if r.split("/", 1)[0] != name] + [make_ref(name, ver)]
    return reqs
