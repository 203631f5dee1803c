'use strict';
// Deliberately small markdown subset: headings, paragraphs, lists, code fences, inline code, links.
function escape(s) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function inline(s) {
  return escape(s)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, (m, t, href) => `<a href="${href.replace(/\.md$/, '.html')}">${t}</a>`);
}

function markdown(md) {
  const out = [];
  let inCode = false, inList = false;
  for (const line of md.split('\n')) {
    if (line.startsWith('```')) {
      out.push(inCode ? '</code></pre>' : '<pre><code>');
      inCode = !inCode;
      continue;
    }
    if (inCode) { out.push(escape(line)); continue; }
    const h = line.match(/^(#{1,4})\s+(.*)$/);
    if (inList && !/^[-*]\s/.test(line)) { out.push('</ul>'); inList = false; }
    if (h) {
      const id = h[2].toLowerCase().replace(/[^a-z0-9]+/g, '-');
      out.push(`<h${h[1].length} id="${id}">${inline(h[2])}</h${h[1].length}>`);
    } else if (/^[-*]\s/.test(line)) {
      if (!inList) { out.push('<ul>'); inList = true; }
      out.push(`<li>${inline(line.slice(2))}</li>`);
    } else if (line.trim()) {
      out.push(`<p>${inline(line)}</p>`);
    }
  }
  if (inList) out.push('</ul>');
  return out.join('\n');
}

function renderPage(page, pages, config) {
  const depth = page.outRel.split('/').length - 1;
  const up = '../'.repeat(depth);
  const nav = pages.map((p) => `<li><a href="${up}${p.outRel}">${escape(p.title)}</a></li>`).join('');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(page.title)} - ${escape(config.title)}</title></head>
<body><nav><ul>${nav}</ul></nav>
${page.toc || ''}
<main>
${markdown(page.md)}
</main></body></html>
`;
}

module.exports = { renderPage, markdown };
