import { loadSinks } from './sinks/index.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

export async function report(summary, config) {
  const main = summary.chunks.find((c) => /^assets\/index-/.test(c.file)) ?? summary.chunks[0];
  summary.main = { file: main.file, size: main.size, gzip: main.gzip, top: main.modules.slice(0, config.top ?? 5) };
  summary.overBudget = main.size / 1024 > config.budgetKb;
  for (const sink of await loadSinks(config.sinks)) {
    await sink.write(summary, { kb, config });
  }
}
