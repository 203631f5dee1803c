#!/usr/bin/env node
// tools/release/index.js VERSION - bump, changelog, commit and tag a release (no push)
'use strict';
const git = require('./steps/git');
const bump = require('./steps/bump');
const changelog = require('./steps/changelog');

function main() {
  const version = process.argv[2];
  if (!/^\d+\.\d+\.\d+$/.test(version || '')) {
    console.error('usage: release X.Y.Z');
    process.exit(2);
  }
  git.assertClean();
  git.assertTagFree(`v${version}`);
  const files = [...bump(version), ...changelog(version)];
  git.commitAndTag(version, files);
  console.log(`release v${version} committed and tagged; push with: git push --follow-tags`);
}

main();
