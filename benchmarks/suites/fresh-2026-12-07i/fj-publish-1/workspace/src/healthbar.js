module.exports = function healthBar(hp, max) { return `${hp}/${max}`; };
