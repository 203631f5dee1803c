const fs = require('fs');
const path = require('path');
const hooks = require('./hooks');

const DIR = path.resolve(__dirname, '../../../config/flags');
const ENVS = ['development', 'staging', 'production'];

function file(env) {
  if (!ENVS.includes(env)) throw new Error(`unknown env ${env} (${ENVS.join(', ')})`);
  return path.join(DIR, `${env}.json`);
}

function getFlags(env) {
  return JSON.parse(fs.readFileSync(file(env), 'utf8'));
}

function writeFlags(env, flags) {
  fs.writeFileSync(file(env), JSON.stringify(flags, null, 2) + '\n');
}

function setFlag(env, key, value) {
  const flags = getFlags(env);
  if (!(key in flags)) throw new Error(`unknown flag ${key}; add it to every env first`);
  if (typeof flags[key] !== typeof value) throw new Error(`${key} is a ${typeof flags[key]}`);
  const before = flags[key];
  flags[key] = value;
  writeFlags(env, flags);
  hooks.afterWrite({ env, key, value, store: { ENVS, getFlags, writeFlags } });
  return { before, after: value };
}

module.exports = { ENVS, getFlags, writeFlags, setFlag };
