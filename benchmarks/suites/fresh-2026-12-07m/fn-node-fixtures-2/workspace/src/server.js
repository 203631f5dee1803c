const http = require('node:http');

const products = require('../test/fixtures/products.json');

http.createServer((req, res) => {
  if (req.url === '/products') {
    res.setHeader('content-type', 'application/json');
    return res.end(JSON.stringify(products));
  }
  res.statusCode = 404;
  res.end();
}).listen(process.env.PORT || 3000);
