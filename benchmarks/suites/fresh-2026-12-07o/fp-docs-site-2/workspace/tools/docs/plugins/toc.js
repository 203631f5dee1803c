'use strict';
// Adds a per-page table of contents built from level-2 headings.
function page(p) {
  const items = [...p.md.matchAll(/^##\s+(.*)$/gm)].map((m) => {
    const id = m[1].toLowerCase().replace(/[^a-z0-9]+/g, '-');
    return `<li><a href="#${id}">${m[1]}</a></li>`;
  });
  if (items.length) p.toc = `<aside class="toc"><ul>${items.join('')}</ul></aside>`;
  return p;
}

module.exports = { page };
