const { button } = require('./button');
const { badge } = require('./badge');

module.exports = { button, badge };
