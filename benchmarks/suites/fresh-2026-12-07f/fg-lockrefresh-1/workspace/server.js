const leftPad = require('left-pad');
console.log(leftPad('42', 5, '0'));
