fetch('retention.json').then(r => r.json()).then(d => { document.getElementById('chart').textContent = JSON.stringify(d.cohorts); });
