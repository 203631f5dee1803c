'use strict';
const http = require('http');
const orders = require('./routes/orders');

http.createServer(orders.handle).listen(process.env.PORT || 3000);
