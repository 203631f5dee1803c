import csv, http.server, json, logging, os
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LEDGER = os.path.join(ROOT, "data", "ledger.csv")
logging.basicConfig(filename=os.path.join(ROOT, "logs", "app.log"), level=logging.INFO)

class Handler(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        with open(LEDGER, "a", newline="") as f:
            csv.writer(f).writerow([body["id"], body["account"], body["amount"]])
        logging.info("POST /events %s", body["id"])
        self.send_response(204); self.end_headers()

if __name__ == "__main__":
    http.server.HTTPServer(("127.0.0.1", 8088), Handler).serve_forever()
