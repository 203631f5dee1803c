import http from 'node:http';

const port = Number(process.env.PORT ?? 3000);
http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end('ok\n');
}).listen(port, '127.0.0.1', () => console.log(`listening on ${port}`));
