// entry point
document.addEventListener('DOMContentLoaded', () => {
  document.querySelectorAll('[data-chart]').forEach((el) => window.drawChart(el));
});
