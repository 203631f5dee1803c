"""tflint with the AWS ruleset. It runs in a container (ghcr.io/terraform-linters/tflint-bundle)
because the ruleset needs the provider schemas; the container gets the AWS profile so that deep
checking can look up AMIs and instance types, and ~/.ssh for private module sources."""
import configparser
import os
import shutil

HOME = os.path.expanduser("~")


def aws_settings():
    cfg = configparser.ConfigParser()
    cfg.read(os.path.join(HOME, ".aws", "config"))
    profile = os.environ.get("AWS_PROFILE") or next((s[len("profile "):] for s in cfg.sections() if s.startswith("profile ")), "default")
    section = f"profile {profile}"
    region = cfg.get(section, "region", fallback="us-east-1") if cfg.has_section(section) else "us-east-1"
    return profile, region


def write_env(ctx, profile, region):
    with open(os.path.join(ctx["out"], "tflint.env"), "w") as f:
        f.write(f"AWS_PROFILE={profile}\nAWS_REGION={region}\nTFLINT_PLUGIN_DIR=/root/.tflint.d/plugins\n")


def run(ctx):
    profile, region = aws_settings()
    write_env(ctx, profile, region)
    if not shutil.which("docker"):
        return [("terraform/", f"skipped: docker not available (would run tflint for {profile} in {region})")]
    return [("terraform/", "skipped: run `docker compose run tflint` to lint with the AWS ruleset")]
