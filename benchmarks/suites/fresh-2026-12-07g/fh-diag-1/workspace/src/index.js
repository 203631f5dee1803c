'use strict';
const cfg = require('../config/default.json');
console.log(`starting billing-api on ${cfg.port}`);
