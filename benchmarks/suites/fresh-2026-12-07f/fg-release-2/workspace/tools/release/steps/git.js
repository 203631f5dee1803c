'use strict';
const { execFileSync } = require('child_process');

function git(...args) {
  return execFileSync('git', args, { encoding: 'utf8' }).trim();
}

module.exports = {
  assertClean() {
    if (git('status', '--porcelain')) {
      throw new Error('working tree is not clean; commit or stash first');
    }
  },
  assertTagFree(tag) {
    if (git('tag', '--list', tag)) throw new Error(`tag ${tag} already exists`);
  },
  commitAndTag(version, files) {
    git('add', '--', ...files);
    git('commit', '-q', '-m', `release: v${version}`);
    git('tag', '-a', `v${version}`, '-m', `v${version}`);
    console.log(`committed ${files.join(', ')} and tagged v${version}`);
  },
};
