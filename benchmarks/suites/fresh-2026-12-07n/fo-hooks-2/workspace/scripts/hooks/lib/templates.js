function render(name, commands, target) {
  return [
    `#!${target.shell}`,
    `# ${name} — managed by hooks:install (edit .hooksrc.json instead)`,
    'set -e',
    '[ -n "$SKIP_HOOKS" ] && exit 0',
    ...commands,
    '',
  ].join('\n');
}

module.exports = { render };
