export default {
  async write(summary, { kb, config }) {
    const { main } = summary;
    console.log(`main chunk ${main.file}: ${kb(main.size)} (gzip ${kb(main.gzip)}), budget ${config.budgetKb} kB` +
      (summary.overBudget ? '  << OVER BUDGET' : ''));
    console.log(`top ${main.top.length} modules:`);
    for (const m of main.top) console.log(`  ${kb(m.size).padStart(9)}  ${m.id}`);
    console.log(`other chunks: ${summary.chunks.filter((c) => c !== summary.chunks.find((x) => x.file === main.file)).map((c) => `${c.file} ${kb(c.size)}`).join(', ')}`);
  },
};
