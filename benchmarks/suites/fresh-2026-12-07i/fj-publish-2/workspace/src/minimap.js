module.exports = function miniMap(level) { return level.tiles.length; };
