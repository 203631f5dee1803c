'use strict';
const config = require('./config');
console.log(`ledger-api starting (db: ${config.databaseUrl.replace(/:[^:@/]+@/, ':***@')})`);
