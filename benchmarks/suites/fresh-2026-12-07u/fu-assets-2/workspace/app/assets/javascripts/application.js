// Entry point for the storefront
document.addEventListener("DOMContentLoaded", () => {
  console.debug("storefront ready");
});
