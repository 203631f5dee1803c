"""Dockerfile fragments, in pipeline order. Each takes the service context and returns text."""
import json


def builder_stage(ctx):
    return (
        f"FROM {ctx['base']} AS builder\n"
        "ENV PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1\n"
        "WORKDIR /build\n"
    )


# Internal wheels (billing-common, ledger-client) are served from the build mirror;
# without it `pip install` falls back to the public index for those names.
_MIRROR = "pypi-mirror.example.com"


def deps(ctx):
    return (
        f"COPY {ctx['requirements']} requirements.txt\n"
        f"ENV PIP_EXTRA_INDEX_URL=http://{_MIRROR}/simple/ PIP_TRUSTED_HOST={_MIRROR}\n"
        "RUN python -m venv /opt/venv \\\n"
        " && /opt/venv/bin/pip install -r requirements.txt\n"
    )


def runtime_stage(ctx):
    lines = [f"FROM {ctx['base']}"]
    if ctx["system_packages"]:
        pkgs = " ".join(ctx["system_packages"])
        lines.append(
            "RUN apt-get update \\\n"
            f" && apt-get install -y --no-install-recommends {pkgs} \\\n"
            " && rm -rf /var/lib/apt/lists/*"
        )
    lines += [
        f"RUN useradd --system --uid {ctx['uid']} --home /app app",
        "COPY --from=builder /opt/venv /opt/venv",
        "COPY src/ /app/",
        "WORKDIR /app",
        'ENV PATH="/opt/venv/bin:$PATH" PYTHONUNBUFFERED=1',
        f"USER {ctx['uid']}",
    ]
    if ctx["port"]:
        lines.append(f"EXPOSE {ctx['port']}")
    lines.append(f"CMD {json.dumps(ctx['cmd'])}")
    return "\n".join(lines) + "\n"


PIPELINE = [builder_stage, deps, runtime_stage]
