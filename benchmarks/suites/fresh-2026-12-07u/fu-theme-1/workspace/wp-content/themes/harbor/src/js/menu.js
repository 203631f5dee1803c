// mobile menu toggle
document.addEventListener("click", (e) => {
  const t = e.target.closest(".menu-toggle");
  if (t) document.body.classList.toggle("menu-open");
});
