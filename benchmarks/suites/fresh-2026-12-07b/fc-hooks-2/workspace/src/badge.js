function badge(text, tone = 'neutral') {
  return `<span class="badge badge-${tone}">${text}</span>`;
}

module.exports = { badge };
