// Strips comments and collapses whitespace (good enough for our small files).
module.exports = function minify(ctx) {
  for (const f of ctx.files) {
    f.code = f.code
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
      .replace(/\s*\n\s*/g, '\n')
      .trim() + '\n';
  }
};
