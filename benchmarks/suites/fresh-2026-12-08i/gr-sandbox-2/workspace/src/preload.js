const { contextBridge, ipcRenderer } = require('electron');
contextBridge.exposeInMainWorld('ledger', { open: p => ipcRenderer.invoke('ledger:open', p) });
