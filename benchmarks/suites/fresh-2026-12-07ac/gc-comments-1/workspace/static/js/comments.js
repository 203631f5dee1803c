// renders comments from /comments/<slug>.json: author, created, body
async function loadComments(slug){const r=await fetch(`/comments/${slug}.json`);return r.ok?r.json():[]}
