"""Privacy-friendly page analytics: adds the Plausible snippet to every page."""
import json
import os


def _cfg(ctx):
    return ctx["cfg"].get("analytics", {})


def page(html, ctx):
    a = _cfg(ctx)
    if not a.get("domain"):
        return html
    tag = f'<script defer data-domain="{a["domain"]}" src="{a.get("script", "https://plausible.example.com/js/script.js")}"></script>'
    return html.replace("</head>", tag + "\n</head>", 1)


def finish(ctx):
    # a manifest the dashboard import job reads from the deployed site
    a = _cfg(ctx)
    out = ctx["cfg"].get("out", "public")
    with open(os.path.join(out, "analytics.json"), "w") as f:
        json.dump({"domain": a.get("domain"), "pages": [os.path.basename(p) for p in ctx["pages"]]}, f, indent=1)
