// tiny bar chart, no dependencies
window.drawChart = function drawChart(el) {
  const values = el.dataset.chart.split(',').map(Number);
  const max = Math.max(...values);
  el.innerHTML = values.map((v) => `<span style="height:${(100 * v) / max}%"></span>`).join('');
};
