from http.server import BaseHTTPRequestHandler


class Handler(BaseHTTPRequestHandler):
    pass
