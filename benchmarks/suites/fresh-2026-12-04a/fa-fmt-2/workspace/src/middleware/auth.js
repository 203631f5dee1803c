const crypto = require('crypto');
const config = require('../config');

function safeEqual(a, b) {
	const ba = Buffer.from(a || '');
	const bb = Buffer.from(b || '');
	return ba.length === bb.length && crypto.timingSafeEqual(ba, bb);
}

function requireAuth(req, res, next) {
	const header = req.headers['authorization'] || '';   
	const token = header.startsWith('Bearer ') ? header.slice(7) : '';
	if (!safeEqual(token, config.apiToken)) {
		res.statusCode = 401;
		res.end('unauthorized');
		return;
	}
	next();
}

module.exports = { requireAuth, safeEqual };
