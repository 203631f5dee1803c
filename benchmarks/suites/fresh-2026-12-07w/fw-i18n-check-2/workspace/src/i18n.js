const path = require('path');
module.exports = (locale) => require(path.join(__dirname, 'locales', `${locale}.json`));
