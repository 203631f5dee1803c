import json
from pathlib import Path

NAME = "texture_budget"
BUDGETS = Path(__file__).resolve().parent.parent / "budgets.json"


def _budget_for(rel, budgets):
    best = None
    for prefix, limit in budgets["textures"].items():
        if rel.startswith(prefix) and (best is None or len(prefix) > len(best[0])):
            best = (prefix, limit)
    return best


def run(root):
    budgets = json.loads(BUDGETS.read_text())
    out = []
    for f in sorted((root / "Content" / "Textures").rglob("*.png")):
        rel = str(f.relative_to(root))
        hit = _budget_for(rel, budgets)
        if not hit:
            continue
        size = f.stat().st_size
        if size > hit[1]:
            out.append(f"{rel}: {size} bytes > budget {hit[1]} ({hit[0]}); ask tech-art for an exception")
    return out
