chrome.commands.onCommand.addListener(async cmd => {
  if (cmd !== 'save') return;
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  const { folders = ['Inbox'] } = await chrome.storage.local.get('quickmark.folders');
  await chrome.bookmarks.create({ title: tab.title, url: tab.url });
  await chrome.storage.local.set({ 'quickmark.lastSave': Date.now(), 'quickmark.folders': folders });
});
