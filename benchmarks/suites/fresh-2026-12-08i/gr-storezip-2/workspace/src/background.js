const IDLE_MINUTES_DEFAULT = 30;

chrome.runtime.onInstalled.addListener(async () => {
  const { idleMinutes } = await chrome.storage.sync.get('idleMinutes');
  if (idleMinutes === undefined) await chrome.storage.sync.set({ idleMinutes: IDLE_MINUTES_DEFAULT });
  chrome.alarms?.create('sweep', { periodInMinutes: 5 });
});

chrome.tabs.onActivated.addListener(({ tabId }) => {
  chrome.storage.session.set({ [`seen:${tabId}`]: Date.now() });
});
