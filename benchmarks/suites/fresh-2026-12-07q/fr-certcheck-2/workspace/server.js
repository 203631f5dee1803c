const fs = require('fs');
const https = require('https');
const app = require('./app');

https.createServer({
  key: fs.readFileSync('certs/localhost.key'),
  cert: fs.readFileSync('certs/localhost.crt'),
}, app).listen(8443, () => console.log('https://localhost:8443'));
