// Output sinks for the bundle report; enable them in analyze.config.json ("sinks").
const registry = {
  console: () => import('./console.mjs'),
  history: () => import('./history.mjs'),
};

export async function loadSinks(names = ['console']) {
  return Promise.all(
    names.map(async (name) => {
      if (!registry[name]) throw new Error(`analyze: unknown sink "${name}"`);
      return (await registry[name]()).default;
    }),
  );
}
