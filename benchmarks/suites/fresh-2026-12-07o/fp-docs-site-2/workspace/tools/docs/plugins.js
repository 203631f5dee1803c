'use strict';
const path = require('path');

// Plugins live next to this file: plugins/<name>.js exporting { page?, done? }.
function loadPlugins(names) {
  return names.map((name) => {
    const mod = require(path.join(__dirname, 'plugins', `${name}.js`));
    return Object.assign({ name }, mod);
  });
}

module.exports = { loadPlugins };
