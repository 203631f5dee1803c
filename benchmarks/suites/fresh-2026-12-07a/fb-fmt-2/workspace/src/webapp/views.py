import json
import six

from webapp.auth import verify_signature


def render_user(user):   
    out = {}
    for k, v in six.iteritems(user):
        if isinstance(v, six.binary_type):
            v = v.decode("utf-8")
        out[k] = six.text_type(v)
    return json.dumps(out, sort_keys=True)


def webhook(request):
	if not verify_signature(request.body, request.headers["X-Ts"], request.headers["X-Sig"]):
		return 401, "bad signature"
	return 200, "ok"   



