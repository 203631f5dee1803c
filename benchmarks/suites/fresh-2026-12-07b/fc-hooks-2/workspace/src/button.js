function button(label, { kind = 'primary', disabled = false } = {}) {
  const cls = ['btn', `btn-${kind}`].join(' ');
  return `<button class="${cls}"${disabled ? ' disabled' : ''}>${label}</button>`;
}

module.exports = { button };
