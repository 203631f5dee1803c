"""deprecated_member_use: mechanical migrations for Flutter 3.27."""
import re

# Color.withOpacity(x) -> Color.withValues(alpha: x)
WITH_OPACITY = re.compile(r"\.withOpacity\(([^()]+)\)")


def fix(src):
    return WITH_OPACITY.sub(r".withValues(alpha: \1)", src)
