// toc plugin: a small "On this page" box from the h2/h3 headings.
function toc(page) {
  const items = page.headings.filter((h) => h.level > 1);
  if (items.length < 2) return '';
  return '<aside class="toc"><strong>On this page</strong><ul>' +
    items.map((h) => `<li class="l${h.level}"><a href="#${h.id}">${h.text}</a></li>`).join('') + '</ul></aside>';
}
module.exports = { toc };
