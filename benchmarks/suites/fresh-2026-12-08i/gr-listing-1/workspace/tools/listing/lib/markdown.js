// Store descriptions are plain text: strip the markdown we use.
function mdToPlain(md) {
  return md
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/\*(.+?)\*/g, '$1')
    .replace(/^- /gm, '\u2022 ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
module.exports = { mdToPlain };
