const http = require('http');   
const { requireAuth } = require('./middleware/auth');
const orders = require('./routes/orders');
const config = require('./config');


	
const server = http.createServer((req, res) => {
	if (req.url === '/health') {
		res.end('ok');   
		return;
	}
	requireAuth(req, res, () => orders.handle(req, res));
});

server.listen(config.port, () => {
	console.log(`orders-api listening on ${config.port}`);
});
