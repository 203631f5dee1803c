document.getElementById('app').textContent = 'Lumen Notes';
