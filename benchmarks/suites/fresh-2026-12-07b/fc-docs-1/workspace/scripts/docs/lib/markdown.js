// Minimal Markdown -> HTML: headings, paragraphs, lists, fenced code, inline code, links.
function esc(s) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function inline(s) {
  return esc(s)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, '<a href="$2">$1</a>');
}

function slug(s) {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function render(md) {
  const out = [];
  const headings = [];
  let para = [];
  let list = null;
  let code = null;
  const flush = () => {
    if (para.length) { out.push(`<p>${inline(para.join(' '))}</p>`); para = []; }
    if (list) { out.push(`<ul>${list.map((i) => `<li>${inline(i)}</li>`).join('')}</ul>`); list = null; }
  };
  for (const line of md.split('\n')) {
    if (code !== null) {
      if (line.startsWith('```')) { out.push(`<pre><code>${esc(code.join('\n'))}</code></pre>`); code = null; }
      else code.push(line);
      continue;
    }
    if (line.startsWith('```')) { flush(); code = []; continue; }
    const h = line.match(/^(#{1,3})\s+(.*)$/);
    if (h) {
      flush();
      const level = h[1].length;
      const id = slug(h[2]);
      headings.push({ level, text: h[2], id });
      out.push(level === 1 ? `<h1>${inline(h[2])}</h1>` : `<h${level} id="${id}">${inline(h[2])}</h${level}>`);
      continue;
    }
    const li = line.match(/^-\s+(.*)$/);
    if (li) { if (para.length) flush(); (list = list || []).push(li[1]); continue; }
    if (!line.trim()) { flush(); continue; }
    para.push(line.trim());
  }
  flush();
  return { html: out.join('\n'), headings };
}

module.exports = { render };
