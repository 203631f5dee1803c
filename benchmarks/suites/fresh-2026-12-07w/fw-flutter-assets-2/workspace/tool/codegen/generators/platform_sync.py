"""Write the asset manifest the native splash / share-extension builds read."""
import json

from codegen.generators.assets_gen import list_assets


def sync(root):
    files = list_assets(root)
    manifest = {"images": [f for f in files if f.endswith((".png", ".jpg", ".webp"))],
                "fonts": [f for f in files if f.endswith((".ttf", ".otf"))]}
    out = root / "build" / "codegen" / "asset-manifest.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(manifest, indent=2) + "\n")
    print(f"platform: {out.relative_to(root)}")
