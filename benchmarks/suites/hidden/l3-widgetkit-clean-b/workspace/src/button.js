export function button(label) { const b = document.createElement('button'); b.textContent = label; return b; }
