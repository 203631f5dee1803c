// the in-page save button is opt-in: ask for <all_urls> only when the user enables it
document.getElementById('everywhere').addEventListener('change', async e => {
  if (e.target.checked) {
    e.target.checked = await chrome.permissions.request({ origins: ['<all_urls>'] });
  } else {
    await chrome.permissions.remove({ origins: ['<all_urls>'] });
  }
});
