"""Turn services.json + a profile into a docker-compose document."""
from . import overlays


def build_compose(spec, profile):
    services = {}
    for name, s in spec["services"].items():
        if s.get("external"):
            image = f"{s['image']}:{s['tag']}"
        else:
            image = f"{spec['registry']}/{s['image']}:{profile['tag']}"
        svc = {"image": image, "restart": "unless-stopped"}
        if s.get("env"):
            svc["environment"] = dict(s["env"])
        if s.get("depends_on"):
            svc["depends_on"] = list(s["depends_on"])
        if s.get("volumes"):
            svc["volumes"] = list(s["volumes"])
        if s.get("port"):
            svc["expose"] = [str(s["port"])]
        svc["_external"] = bool(s.get("external"))
        services[name] = svc
    overlays.apply(services, profile)
    for svc in services.values():
        svc.pop("_external", None)
    doc = {"name": spec["project"], "services": services}
    if spec.get("volumes"):
        doc["volumes"] = {v: {} for v in spec["volumes"]}
    return doc
