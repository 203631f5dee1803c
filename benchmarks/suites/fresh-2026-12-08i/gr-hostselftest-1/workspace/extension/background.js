const port = chrome.runtime.connectNative('com.pwvault.host');
port.onMessage.addListener(m => console.debug('host:', m));
port.postMessage({ type: 'ping' });
