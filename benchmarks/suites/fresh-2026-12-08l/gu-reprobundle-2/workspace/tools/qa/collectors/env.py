import platform
import shutil
from pathlib import Path

HOME = Path.home()


def _copy(src, dst, got, out):
    if src.is_file():
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, dst)
        got.append(str(dst.relative_to(out)))


def collect(crash_id, out):
    got = []
    env_dir = out / "env"
    env_dir.mkdir(parents=True, exist_ok=True)
    (env_dir / "system.txt").write_text(
        f"os={platform.platform()}\npython={platform.python_version()}\n")
    got.append("env/system.txt")
    # user's local engine settings (scalability, RHI overrides) - QA asks for these
    _copy(HOME / ".config" / "Epic" / "Emberfall" / "Engine.ini", out / "Engine.ini", got, out)
    _copy(HOME / ".config" / "Epic" / "Emberfall" / "GameUserSettings.ini", out / "GameUserSettings.ini", got, out)
    # changelist the build came from (no credentials: QA syncs with their own client)
    cl = Path("Build/Build.version")
    if cl.is_file():
        _copy(cl, env_dir / "Build.version", got, out)
    return got
