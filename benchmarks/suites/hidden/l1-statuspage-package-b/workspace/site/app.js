fetch('/status.json').then(r => r.json()).then(s => { document.title = s.summary; });
