'use strict';
const version = require('./version');

class Client {
  constructor(opts = {}) {
    this.baseUrl = opts.baseUrl || 'https://api.acme.example.com';
    this.userAgent = `acme-sdk/${version}`;
  }
}

module.exports = { Client, version };
