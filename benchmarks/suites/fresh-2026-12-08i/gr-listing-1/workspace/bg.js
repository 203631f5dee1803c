chrome.tabs.onUpdated.addListener((id, info, tab) => {
  if (info.status === 'complete') chrome.storage.session.set({ [id]: { title: tab.title, url: tab.url } });
});
