export function modal(content) { const d = document.createElement('dialog'); d.append(content); return d; }
