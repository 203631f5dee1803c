const { execFileSync } = require('node:child_process');
const path = require('node:path');

// Where hooks go: the repository's own hooks directory (honours a
// repository-local core.hooksPath, e.g. in worktrees).
function hookTargets(root, config) {
  const git = (...a) => execFileSync('git', a, { cwd: root, encoding: 'utf8' }).trim();
  const dir = path.resolve(root, git('rev-parse', '--git-path', 'hooks'));
  return [{ kind: 'repo', dir, shell: config.shell }];
}

module.exports = { hookTargets };
