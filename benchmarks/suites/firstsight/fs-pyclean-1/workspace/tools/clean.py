import os, shutil
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for d in ("build", "dist"):
    shutil.rmtree(os.path.join(ROOT, d), ignore_errors=True)
for dp, dn, fn in os.walk(ROOT):
    if "__pycache__" in dn:
        shutil.rmtree(os.path.join(dp, "__pycache__"))
        dn.remove("__pycache__")
print("cleaned")
