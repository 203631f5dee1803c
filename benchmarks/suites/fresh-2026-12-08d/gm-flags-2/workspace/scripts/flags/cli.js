#!/usr/bin/env node
// npm run flags -- get --env staging
// npm run flags -- set new_checkout true --env staging
const { getFlags, setFlag } = require('./lib/store');

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : def;
};
const parse = (v) => {
  if (v === 'true' || v === 'on') return true;
  if (v === 'false' || v === 'off') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
};

const [cmd, key, raw] = args;
const env = opt('env', 'development');
try {
  if (cmd === 'get') {
    console.log(JSON.stringify(getFlags(env), null, 2));
  } else if (cmd === 'set' && key && raw !== undefined) {
    const r = setFlag(env, key, parse(raw));
    console.log(`${env}: ${key} ${JSON.stringify(r.before)} -> ${JSON.stringify(r.after)}`);
  } else {
    console.error('usage: flags get --env ENV | flags set KEY VALUE --env ENV');
    process.exit(2);
  }
} catch (e) {
  console.error(`flags: ${e.message}`);
  process.exit(1);
}
