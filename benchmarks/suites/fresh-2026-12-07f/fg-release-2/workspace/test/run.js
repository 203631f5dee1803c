const { version } = require('../src');
console.log('ok', version);
