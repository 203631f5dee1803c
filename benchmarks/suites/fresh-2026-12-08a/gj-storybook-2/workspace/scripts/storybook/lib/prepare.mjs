// Build preparation shared by build.mjs and the CI job: primes the builder cache.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export async function prepare({ root }) {
  const cacheDir = join(root, 'node_modules', '.cache', 'storybook');
  execFileSync('sh', [join(root, 'scripts', 'storybook', 'warm-cache.sh'), cacheDir], { stdio: 'inherit' });
  return { cacheDir };
}
