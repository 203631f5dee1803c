const os = require('os');
exports.title = 'runtime';
exports.collect = () => [
  `node ${process.version}`,
  `platform ${process.platform} ${process.arch}`,
  `os ${os.type()} ${os.release()}`,
  `cpus ${os.cpus().length}, memory ${Math.round(os.totalmem() / 2 ** 20)} MiB`,
].join('\n');
