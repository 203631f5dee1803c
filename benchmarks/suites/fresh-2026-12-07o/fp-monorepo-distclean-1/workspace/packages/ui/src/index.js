export function button(label) {
  return `<button>${label}</button>`;
}
