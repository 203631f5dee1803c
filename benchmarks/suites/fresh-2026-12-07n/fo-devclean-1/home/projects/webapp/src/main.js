document.querySelector('#app').textContent = 'webapp';
