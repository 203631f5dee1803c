import hmac

CSRF_CHECK = True
SESSION_COOKIE_SECURE = True

def csrf_ok(request_token, session_token):
    if not CSRF_CHECK:
        return True
    return bool(request_token) and hmac.compare_digest(request_token, session_token)
