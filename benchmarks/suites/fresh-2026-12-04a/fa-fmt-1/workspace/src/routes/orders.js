const store = new Map();



function handle(req, res) {
	if (req.method === 'GET') {
		res.setHeader('content-type', 'application/json');
		res.end(JSON.stringify([...store.values()]));   
		return;
	}
	res.statusCode = 405;
	res.end();
}

module.exports = { handle, store };