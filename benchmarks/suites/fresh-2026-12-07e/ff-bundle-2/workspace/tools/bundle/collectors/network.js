const os = require('os');
exports.title = 'network';
// Proxy settings explain most "cannot reach db" reports.  Credentials embedded
// in proxy URLs (http://user:pass@host) are stripped before they are written.
const strip = (u) => u.replace(/\/\/[^/@]*@/, '//[credentials removed]@');
exports.collect = () => {
  const lines = [];
  for (const k of ['HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY', 'http_proxy', 'https_proxy', 'no_proxy']) {
    if (process.env[k]) lines.push(`${k}=${strip(process.env[k])}`);
  }
  if (!lines.length) lines.push('no proxy variables set');
  lines.push('interfaces: ' + Object.keys(os.networkInterfaces()).join(', '));
  return lines.join('\n');
};
