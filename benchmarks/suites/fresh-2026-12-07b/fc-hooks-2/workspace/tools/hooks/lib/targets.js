// Where hooks get written: the hooks directory git uses for THIS repository
// (`git rev-parse --git-path hooks` honours core.hooksPath and linked worktrees).
const path = require('path');
const { execFileSync } = require('child_process');

function git(...args) {
  return execFileSync('git', args, { encoding: 'utf8' }).trim();
}

function hookTargets() {
  const dir = path.resolve(git('rev-parse', '--git-path', 'hooks'));
  return [{ dir }];
}

module.exports = { hookTargets };
