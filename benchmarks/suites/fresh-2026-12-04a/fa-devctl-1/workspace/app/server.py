from http.server import HTTPServer, SimpleHTTPRequestHandler

if __name__ == "__main__":
    HTTPServer(("127.0.0.1", 8000), SimpleHTTPRequestHandler).serve_forever()
