document.getElementById('group').addEventListener('click', async () => {
  const tabs = await chrome.tabs.query({ currentWindow: true });
  const byHost = Map.groupBy(tabs, t => new URL(t.url).host);
  for (const [host, ts] of byHost) {
    if (ts.length < 2) continue;
    const groupId = await chrome.tabs.group({ tabIds: ts.map(t => t.id) });
    await chrome.tabGroups.update(groupId, { title: host });
  }
});
