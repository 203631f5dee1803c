// cart badge updater
function updateCartBadge(count) {
  const el = document.querySelector("#cart-count");
  if (el) el.textContent = String(count);
}
document.addEventListener("cart:changed", (e) => updateCartBadge(e.detail.count));
