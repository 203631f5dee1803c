// fetches /search.json and filters client-side
fetch('/search.json').then(r => r.json()).then(ix => { window.__ix = ix; });
