'use strict';
const db = [];

exports.handle = (req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(db));
};
