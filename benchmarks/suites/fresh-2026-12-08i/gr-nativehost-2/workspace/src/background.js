const HOST = 'com.clipsync.host';
let port = null;

function connect() {
  port = chrome.runtime.connectNative(HOST);
  port.onMessage.addListener(msg => {
    if (msg.type === 'history') chrome.storage.local.set({ history: msg.items });
  });
  port.onDisconnect.addListener(() => {
    console.warn('native host disconnected', chrome.runtime.lastError?.message);
    port = null;
  });
}

chrome.runtime.onStartup.addListener(connect);
chrome.runtime.onInstalled.addListener(connect);
