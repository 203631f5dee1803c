const http = require('node:http');

const orders = new Map();

http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/orders') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(JSON.stringify([...orders.values()]));
  }
  res.writeHead(404).end();
}).listen(Number(process.env.PORT || 3000), '127.0.0.1');
