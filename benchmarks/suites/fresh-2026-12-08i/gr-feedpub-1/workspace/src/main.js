const { app, BrowserWindow } = require('electron');
const { autoUpdater } = require('electron-updater');

app.whenReady().then(() => {
  new BrowserWindow({ width: 1000, height: 700 }).loadFile('src/index.html');
  autoUpdater.channel = process.env.NOTEWELL_CHANNEL || 'latest';
  autoUpdater.checkForUpdatesAndNotify();
});
