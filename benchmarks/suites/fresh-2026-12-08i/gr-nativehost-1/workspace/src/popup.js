chrome.storage.local.get('history').then(({ history = [] }) => {
  const ul = document.getElementById('history');
  for (const item of history.slice(0, 20)) {
    const li = document.createElement('li');
    li.textContent = item.text;
    ul.append(li);
  }
});
