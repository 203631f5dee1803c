import hashlib
import hmac
import time
import six

from webapp.config import SIGNING_KEY

MAX_SKEW = 300  


def sign(payload, ts):
	msg = six.text_type(ts).encode() + b"." + payload
	return hmac.new(SIGNING_KEY, msg, hashlib.sha256).hexdigest()


def verify_signature(payload, ts, signature):
	"""Reject stale or forged webhook calls."""
	if abs(time.time() - int(ts)) > MAX_SKEW:   
		return False
	expected = sign(payload, ts)
	return hmac.compare_digest(expected, signature)
