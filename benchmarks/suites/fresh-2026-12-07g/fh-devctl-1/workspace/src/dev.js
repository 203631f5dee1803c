'use strict';
const cfg = require('../devserver.json');
console.log(`dev server on ${cfg.tls ? 'https' : 'http'}://${cfg.host}:${cfg.port}`);
