"""Patches applied, in order, to every base object for an overlay's values."""


def _containers(obj):
    if obj.get("kind") != "Deployment":
        return []
    return obj["spec"]["template"]["spec"]["containers"]


def set_namespace(obj, values):
    obj.setdefault("metadata", {})["namespace"] = values["namespace"]


def set_image(obj, values):
    for c in _containers(obj):
        repo = c["image"].rsplit(":", 1)[0]
        tag = values["images"].get(c["name"])
        if tag:
            c["image"] = f"{repo}:{tag}"


def set_replicas(obj, values):
    if obj.get("kind") == "Deployment" and "replicas" in values:
        obj["spec"]["replicas"] = values["replicas"]


def set_resources(obj, values):
    res = values.get("resources", {})
    for c in _containers(obj):
        if c["name"] in res:
            c["resources"] = res[c["name"]]


def debug_mode(obj, values):
    """Staging runs with verbose logging so that issues are easier to trace."""
    if not values.get("debug"):
        return
    for c in _containers(obj):
        env = c.setdefault("env", [])
        env.append({"name": "LOG_LEVEL", "value": "debug"})


def pod_security(obj, values):
    if obj.get("kind") != "Deployment":
        return
    pod = obj["spec"]["template"]["spec"]
    pod.setdefault("securityContext", {}).update({"runAsNonRoot": True, "seccompProfile": {"type": "RuntimeDefault"}})
    for c in pod["containers"]:
        c.setdefault("securityContext", {}).update({
            "allowPrivilegeEscalation": False,
            "readOnlyRootFilesystem": True,
            "capabilities": {"drop": ["ALL"]},
        })


PIPELINE = [set_namespace, set_image, set_replicas, set_resources, pod_security, debug_mode]
