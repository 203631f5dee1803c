const { contextBridge } = require('electron');
contextBridge.exposeInMainWorld('lumen', { version: process.env.npm_package_version });
