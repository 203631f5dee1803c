const http = require('http');
const _ = require('lodash');
const dayjs = require('dayjs');

const invoices = [{ id: 1, total: 1200, due: '2026-12-31' }, { id: 2, total: 340, due: '2027-01-15' }];

http.createServer((req, res) => {
  const body = _.sortBy(invoices, 'due').map((i) => ({ ...i, due: dayjs(i.due).format('DD MMM YYYY') }));
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}).listen(process.env.PORT || 3000);
