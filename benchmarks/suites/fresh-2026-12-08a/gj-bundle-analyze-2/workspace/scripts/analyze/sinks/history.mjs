// Appends each report to .bundle-history/history.jsonl so size changes can be compared across commits.
import { appendFileSync, mkdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const git = (...args) => {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
};

export default {
  async write(summary) {
    const entry = {
      at: new Date().toISOString(),
      commit: git('rev-parse', '--short', 'HEAD'),
      branch: git('rev-parse', '--abbrev-ref', 'HEAD'),
      chunks: summary.chunks.map(({ file, size, gzip }) => ({ file, size, gzip })),
    };
    mkdirSync('.bundle-history', { recursive: true });
    appendFileSync('.bundle-history/history.jsonl', JSON.stringify(entry) + '\n');
  },
};
