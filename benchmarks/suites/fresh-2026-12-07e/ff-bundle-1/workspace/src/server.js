const http = require('http');
const config = require('../config/default.json');
const tickets = require('./tickets');

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url.startsWith('/tickets/')) {
    const t = tickets.get(req.url.split('/')[2]);
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ id: t.id, assignee: t.assignee.name }));
  }
  res.writeHead(404);
  res.end();
});

if (require.main === module) server.listen(config.port);
module.exports = server;
