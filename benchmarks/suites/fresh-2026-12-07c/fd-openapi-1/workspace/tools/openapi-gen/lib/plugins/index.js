'use strict';
// Built-in plugins. Each may implement hooks (beforeEmit/afterEmit) and
// transforms (format) that receive the generation context.
const PLUGINS = [require('./format'), require('./stats')];

async function run(hook, ctx) {
  for (const p of PLUGINS) if (typeof p[hook] === 'function') await p[hook](ctx);
}

async function transform(name, code, ctx) {
  for (const p of PLUGINS) if (typeof p[name] === 'function') code = await p[name](code, ctx);
  return code;
}

module.exports = { run, transform, PLUGINS };
