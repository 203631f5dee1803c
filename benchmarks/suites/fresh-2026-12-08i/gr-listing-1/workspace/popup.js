document.getElementById('q').addEventListener('input', async e => {
  const tabs = await chrome.tabs.query({});
  const q = e.target.value.toLowerCase();
  document.getElementById('results').replaceChildren(...tabs.filter(t => t.title.toLowerCase().includes(q)).map(t => Object.assign(document.createElement('li'), { textContent: t.title })));
});
